import { css } from '../../internal/styles';

/** Styles of `<paywall-checkout>`. */
export const checkoutStyles = css`
  .base { display: block; }
  .summary { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin-block-end: 12px; }
  .fee-name { font-weight: 600; }
  .price { font-weight: 700; font-size: 1.15em; white-space: nowrap; }
  .price-full { text-decoration: line-through; color: var(--paywall-color-muted, #6c757d); margin-inline-end: 6px; font-weight: 400; font-size: 0.9em; }
  .card-frame {
    display: block; width: 100%; height: 220px; border: 0; background: transparent; color-scheme: normal;
  }
  .voucher { display: flex; gap: 8px; align-items: end; margin-block: 12px; }
  .voucher .field { flex: 1; }
  .voucher-applied { font-size: 0.9em; color: var(--paywall-color-success, #237032); margin: 0 0 8px; }
  .pay-button { width: 100%; margin-block-start: 12px; font-weight: 600; padding-block: 0.75em; }
  .status { margin-block-start: 12px; }
  .message { margin: 0 0 8px; }
  .fees { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
  .fee { width: 100%; display: flex; justify-content: space-between; gap: 12px; text-align: start;
    background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff)); color: inherit; border-color: var(--paywall-color-border, #dee2e6); }
  .success { text-align: center; padding-block: 12px; }
  .success .check { font-size: 2.2em; color: var(--paywall-color-success, #237032); line-height: 1; }
  .secure { font-size: 0.8em; color: var(--paywall-color-muted, #6c757d); margin-block-start: 8px; text-align: center; }
`;
