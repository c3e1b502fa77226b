import { css } from '../../internal/styles';

/** Styles of `<paywall-donate>` (besides the checkout's card form styles). */
export const donateStyles = css`
  .amounts { display: flex; flex-wrap: wrap; gap: 6px; margin-block-end: 12px; }
  .amounts button { background: transparent; color: inherit; border-color: var(--paywall-color-border, #ced4da); min-width: 4.5em; }
  .amounts button[aria-checked='true'] {
    border-color: var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); box-shadow: inset 0 0 0 1px var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); font-weight: 600;
  }
  .sent { text-align: center; padding-block: 12px; }
  .check { font-size: 2.2em; color: var(--paywall-color-success, #237032); line-height: 1; }
`;
