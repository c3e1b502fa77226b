import { css } from '../../internal/styles';

/** Styles of `<paywall-gift>` (besides the checkout's, whose card form it shows). */
export const giftStyles = css`
  .gift-fields { display: grid; gap: 12px; margin-block-end: 8px; }
  .field textarea {
    font: inherit; width: 100%; padding: 0.6em 0.75em; border-radius: var(--paywall-radius, 8px); resize: vertical;
    border: 1px solid var(--paywall-color-border, #ced4da); background: var(--paywall-color-input, #fff); color: inherit;
  }
  .gift-code { display: flex; gap: 8px; align-items: center; flex-wrap: wrap; margin-block: 12px; }
  .gift-code code {
    font-family: var(--paywall-font-family-mono, ui-monospace, SFMono-Regular, Menlo, monospace); font-size: 1.2em; font-weight: 700;
    letter-spacing: 0.06em; padding: 0.35em 0.6em; border: 1px dashed var(--paywall-color-border, #ced4da); border-radius: var(--paywall-radius, 8px);
  }
  .gift-details { margin: 0 0 12px; display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
  .gift-details dt { color: var(--paywall-color-muted, #6c757d); }
  .gift-details dd { margin: 0; overflow-wrap: anywhere; }
  .gift-message { white-space: pre-wrap; font-style: italic; }
  .check { font-size: 2.2em; color: var(--paywall-color-success, #237032); line-height: 1; }
`;
