import { css } from '../../internal/styles';

/** Styles of the full-page bank frame (loaded with it, only when a bank or wallet step opens). */
export const bankFrameStyles = css`
  dialog.bank {
    border: 0; padding: 0; margin: 0; width: 100vw; height: 100vh; max-width: 100vw; max-height: 100vh;
    background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff)); color: var(--paywall-color-text, var(--paywall-brand-text, #1d1d1f));
  }
  dialog.bank::backdrop { background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff)); }
  .bank-layout { display: flex; flex-direction: column; height: 100%; }
  .bank-bar { display: flex; gap: 8px; align-items: center; justify-content: space-between; flex-wrap: wrap; padding: 10px 14px;
    border-block-end: 1px solid var(--paywall-color-border, #dee2e6); }
  .bank-bar p { margin: 0; }
  .bank-frame { flex: 1; width: 100%; border: 0; }
`;
