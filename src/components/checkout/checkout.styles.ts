import { css } from '../../internal/styles';

/** Styles of `<paywall-checkout>`. */
export const checkoutStyles = css`
  [part~='base'] { display: block; }
  [part~='summary'] { display: flex; justify-content: space-between; align-items: baseline; gap: 12px; margin-block-end: 12px; }
  [part~='fee-name'] { font-weight: 600; }
  [part~='price'] { font-weight: 700; font-size: 1.15em; white-space: nowrap; }
  [part~='price-full'] { text-decoration: line-through; color: var(--paywall-color-muted, #6c757d); margin-inline-end: 6px; font-weight: 400; font-size: 0.9em; }
  [part~='card-frame'] {
    display: block; width: 100%; height: 220px; border: 0; background: transparent; color-scheme: normal;
  }
  [part~='voucher'] { display: flex; gap: 8px; align-items: end; margin-block: 12px; }
  [part~='voucher'] .field { flex: 1; }
  [part~='voucher-applied'] { font-size: 0.9em; color: var(--paywall-color-success, #2b8a3e); margin: 0 0 8px; }
  [part~='pay-button'] { width: 100%; margin-block-start: 12px; font-weight: 600; padding-block: 0.75em; }
  [part~='status'] { margin-block-start: 12px; }
  [part~='message'] { margin: 0 0 8px; }
  [part~='fees'] { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
  [part~='fee'] { width: 100%; display: flex; justify-content: space-between; gap: 12px; text-align: start;
    background: var(--paywall-color-surface, #fff); color: inherit; border-color: var(--paywall-color-border, #dee2e6); }
  [part~='success'] { text-align: center; padding-block: 12px; }
  [part~='success'] .check { font-size: 2.2em; color: var(--paywall-color-success, #2b8a3e); line-height: 1; }
  .secure { font-size: 0.8em; color: var(--paywall-color-muted, #6c757d); margin-block-start: 8px; text-align: center; }
  dialog.bank {
    border: 0; padding: 0; margin: 0; width: 100vw; height: 100vh; max-width: 100vw; max-height: 100vh;
    background: var(--paywall-color-surface, #fff); color: var(--paywall-color-text, #1d1d1f);
  }
  dialog.bank::backdrop { background: var(--paywall-color-surface, #fff); }
  .bank-layout { display: flex; flex-direction: column; height: 100%; }
  .bank-bar { display: flex; gap: 8px; align-items: center; justify-content: space-between; flex-wrap: wrap; padding: 10px 14px;
    border-block-end: 1px solid var(--paywall-color-border, #dee2e6); }
  .bank-bar p { margin: 0; }
  [part~='bank-frame'] { flex: 1; width: 100%; border: 0; }
`;
