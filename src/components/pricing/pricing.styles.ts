import { css } from '../../internal/styles';

/** Styles of `<paywall-pricing>`. */
export const pricingStyles = css`
  [part~='base'] { display: grid; gap: 14px; grid-template-columns: minmax(0, 1fr); }
  .toggle { display: inline-flex; gap: 0; border: 1px solid var(--paywall-color-border, #ced4da); border-radius: 999px; padding: 3px; justify-self: center; }
  .toggle button { border-radius: 999px; background: transparent; color: inherit; border: none; }
  .toggle button[aria-checked='true'] { background: var(--paywall-color-primary, #3b5bdb); color: var(--paywall-color-on-primary, #fff); }
  .carousel { display: flex; align-items: center; gap: 8px; min-width: 0; }
  .track {
    display: flex; gap: var(--paywall-pricing-gap, 16px); overflow-x: auto; scroll-snap-type: x mandatory;
    scroll-behavior: smooth; padding: 4px; flex: 1; min-width: 0;
  }
  .card {
    flex: 0 0 var(--paywall-pricing-card-width, 240px); scroll-snap-align: start; display: flex; flex-direction: column; gap: 8px;
    background: var(--paywall-color-surface, #fff); border: 1px solid var(--paywall-color-border, #dee2e6);
    border-radius: var(--paywall-radius-large, 12px); padding: var(--paywall-panel-padding, 18px);
  }
  [data-layout='compact'] .card { flex-basis: 100%; }
  [data-layout='compact'] .track { flex-direction: column; overflow-x: visible; scroll-snap-type: none; }
  .card h3 { margin: 0; font-size: 1.05em; }
  .amount { font-size: 1.6em; font-weight: 700; }
  .term, .trial { font-size: 0.9em; color: var(--paywall-color-muted, #6c757d); }
  .trial { color: var(--paywall-color-success, #2b8a3e); }
  .card button { margin-block-start: auto; }
  .arrow { flex: 0 0 auto; border-radius: 50%; width: 2.4em; height: 2.4em; padding: 0; }
`;
