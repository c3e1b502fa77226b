import { css } from '../../internal/styles';

export const cartButtonStyles = css`
  :host { display: inline-block; position: relative; }
  .button { display: inline-flex; align-items: center; gap: 0.5em; }
  .button[aria-disabled='true'] { opacity: 0.55; cursor: progress; }
  .spinner {
    width: 1em; height: 1em; border-radius: 50%;
    border: 2px solid currentColor; border-inline-end-color: transparent;
    animation: paywall-spin 0.8s linear infinite;
  }
  .notification {
    position: fixed;
    inset: auto;
    margin: 0;
    inset-block-end: var(--paywall-toasts-offset, 16px);
    inset-inline-end: var(--paywall-toasts-offset, 16px);
    border: 0;
    z-index: var(--paywall-toasts-z-index, 2147483000);
    width: min(360px, calc(100vw - 32px));
    display: flex; align-items: flex-start; gap: 12px;
    padding: 12px 14px;
    border-radius: var(--paywall-radius, 8px);
    background: var(--paywall-toast-background, #1d1d1f);
    color: var(--paywall-toast-color, #fff);
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
    border-inline-start: 4px solid var(--paywall-color-success, #2b8a3e);
    animation: paywall-toast-in 160ms ease-out;
  }
  .thumbnail { width: 64px; height: 36px; object-fit: cover; border-radius: 4px; flex: none; }
  .text { flex: 1; min-width: 0; display: flex; flex-direction: column; gap: 2px; overflow-wrap: anywhere; }
  .heading { font-weight: 600; }
  .description { opacity: 0.8; font-size: 0.9em; }
  .notification:focus-visible { outline: 2px solid var(--paywall-color-focus, #4c6ef5); outline-offset: 2px; }
  .close { background: transparent; color: inherit; padding: 0 4px; line-height: 1; font-size: 1.2em; opacity: 0.8; }
  @media (prefers-reduced-motion: reduce) { .notification, .spinner { animation: none; } }
  @keyframes paywall-toast-in { from { opacity: 0; transform: translateY(8px); } }
  @keyframes paywall-spin { to { transform: rotate(360deg); } }
`;
