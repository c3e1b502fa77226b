import { css } from '../../internal/styles';

/** Styles of `Modal` (native dialog in the top layer). */
export const dialogStyles = css`
  dialog.modal {
    border: none;
    border-radius: var(--paywall-radius-large, 12px);
    padding: 20px 22px 22px;
    width: min(var(--paywall-dialog-width, 480px), calc(100vw - 24px));
    max-height: calc(100vh - 24px);
    background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff));
    color: var(--paywall-color-text, var(--paywall-brand-text, #1d1d1f));
    box-shadow: 0 20px 60px rgb(0 0 0 / 0.3);
  }
  dialog.modal::backdrop { background: var(--paywall-backdrop, rgb(15 15 25 / 0.55)); }
  .modal-header { display: flex; justify-content: space-between; align-items: start; gap: 12px; margin-block-end: 8px; }
  .modal-header h2 { margin: 0; }
  .modal-close { background: transparent; color: inherit; font-size: 1.4em; line-height: 1; padding: 0 6px; }
`;
