import { css } from '../../internal/styles';

/** Styles of `<paywall-payment-check>`. */
export const paymentCheckStyles = css`
  .base { display: block; text-align: center; padding: var(--paywall-panel-padding, 20px); }
  .base .loading { justify-content: center; font-size: 1.05em; }
  .heading { margin-block-end: 8px; }
  .actions { display: flex; gap: 12px; justify-content: center; flex-wrap: wrap; margin-block-start: 12px; }
  .mark { font-size: 2.2em; line-height: 1; }
  [data-state='success'] .mark { color: var(--paywall-color-success, #237032); }
  [data-state='failed'] .mark { color: var(--paywall-color-danger, #c92a2a); }
`;
