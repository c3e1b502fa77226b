import { css } from '../../internal/styles';

export const toastsStyles = css`
  /* the region itself is the fixed box, so the toasts stand in the corner whether the component
     renders in the element's shadow root or straight into a React app's page */
  :host { display: contents; contain: none; }
  .toasts {
    position: fixed;
    inset: auto; margin: 0; padding: 0; border: 0; background: transparent; color: inherit; overflow: visible;
    inset-block-end: var(--paywall-toasts-offset, 16px);
    inset-inline-end: var(--paywall-toasts-offset, 16px);
    z-index: var(--paywall-toasts-z-index, 2147483000);
    width: min(360px, calc(100vw - 32px));
    pointer-events: none;
  }
  /* while a modal dialog is open (the page behind it is inert) the toasts wait, unseen */
  .toasts[data-held] { visibility: hidden; }
  .toasts-list { display: flex; flex-direction: column; gap: 8px; }
  .toast {
    pointer-events: auto;
    display: flex;
    align-items: flex-start;
    gap: 12px;
    padding: 12px 14px;
    border-radius: var(--paywall-radius, 8px);
    background: var(--paywall-toast-background, #1d1d1f);
    color: var(--paywall-toast-color, #fff);
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.18);
    border-inline-start: 4px solid var(--paywall-toast-accent, var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)));
    animation: paywall-toast-in 160ms ease-out;
  }
  .toast-success { --paywall-toast-accent: var(--paywall-color-success, #237032); }
  .toast-warning { --paywall-toast-accent: var(--paywall-color-warning, #e67700); }
  .toast-error { --paywall-toast-accent: var(--paywall-color-danger, #c92a2a); }
  .text { flex: 1; min-width: 0; overflow-wrap: anywhere; }
  .title { display: block; font-weight: 600; margin-block-end: 2px; }
  .close {
    background: transparent; color: inherit; padding: 0 4px; line-height: 1; font-size: 1.2em; opacity: 0.8;
  }
  @media (prefers-reduced-motion: reduce) { .toast { animation: none; } }
  @keyframes paywall-toast-in { from { opacity: 0; transform: translateY(8px); } }
`;
