import { css } from '../../internal/styles';

/** Styles of `<paywall-dialogs>` (the dialog itself lives in the top layer). */
export const dialogsStyles = css`
  :host { display: contents; }
  .dialog-text { margin: 0 0 8px; }
  .dialog-detail { margin: 0 0 12px; color: var(--paywall-color-muted, #6c757d); font-size: 0.92em; }
  .dialog-actions { display: flex; justify-content: flex-end; margin-block-start: 12px; }
  .dialog-content { border-inline-start: 4px solid transparent; padding-inline-start: 12px; }
  .dialog-content[data-tone='error'] { border-color: var(--paywall-color-danger, #c92a2a); }
  .dialog-content[data-tone='warning'] { border-color: var(--paywall-color-warning, #e67700); }
`;
