import { css } from '../../../internal/styles';

/** Styles of the checkout's payment-method choice and method forms (loaded with them). */
export const methodsStyles = css`
  .methods { display: flex; flex-wrap: wrap; gap: 6px; margin-block-end: 14px; }
  .methods button { background: transparent; color: inherit; border-color: var(--paywall-color-border, #ced4da); }
  .methods button[aria-checked='true'] {
    border-color: var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); box-shadow: inset 0 0 0 1px var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); font-weight: 600;
  }
  .method-note { font-size: 0.85em; color: var(--paywall-color-muted, #6c757d); margin: 0; }
  .field select {
    font: inherit; width: 100%; padding: 0.6em 0.75em; border-radius: var(--paywall-radius, 8px);
    border: 1px solid var(--paywall-color-border, #ced4da); background: var(--paywall-color-input, #fff); color: inherit;
  }
  .mandate { display: grid; gap: 6px; margin-block-end: 8px; }
  .mandate-frame { display: block; width: 100%; height: 260px; border: 0; background: transparent; color-scheme: normal; }
`;
