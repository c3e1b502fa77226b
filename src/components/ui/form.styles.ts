import { css } from '../../internal/styles';

/** Shared form, panel and state styles for every element with forms or panels (the field rules are in `ui/field`). */
export const formStyles = css`
  .base { display: block; }
  form { display: grid; gap: 14px; margin: 0; }
  h2, h3 { margin: 0 0 8px; font-size: 1.25em; line-height: 1.25; color: var(--paywall-color-heading, inherit); }
  p { margin: 0 0 8px; }
  a { color: var(--paywall-color-link, var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb))); }
  .panel {
    background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff));
    border: 1px solid var(--paywall-color-border, #dee2e6);
    border-radius: var(--paywall-radius-large, 12px);
    padding: var(--paywall-panel-padding, 20px);
  }
  .form-error { font-size: 0.88em; color: var(--paywall-color-danger, #c92a2a); }
  .form-error { padding: 8px 12px; border-radius: var(--paywall-radius, 8px); background: var(--paywall-color-danger-soft, #fff5f5); }
  .actions { display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
  .link-button {
    background: none; border: none; padding: 0; color: var(--paywall-color-link, var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)));
    text-decoration: underline; cursor: pointer; font: inherit;
  }
  button.secondary {
    background: transparent; color: var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); border-color: currentColor;
  }
  .muted { color: var(--paywall-color-muted, #6c757d); }
  .spinner {
    display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -0.2em;
    border: 2px solid currentColor; border-inline-end-color: transparent; border-radius: 50%;
    animation: paywall-spin 0.8s linear infinite;
  }
  .loading { display: flex; gap: 10px; align-items: center; padding: 12px 0; color: var(--paywall-color-muted, #6c757d); }
  @keyframes paywall-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
`;
