import { css } from '../../internal/styles';

/** Styles of `<paywall-pricing>` (standalone: a pricing-only page does not download the form styles). */
export const pricingStyles = css`
  .muted { color: var(--paywall-color-muted, #6c757d); }
  .panel {
    background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff)); border: 1px solid var(--paywall-color-border, #dee2e6);
    border-radius: var(--paywall-radius-large, 12px); padding: var(--paywall-panel-padding, 20px);
  }
  .form-error {
    margin: 0 0 8px; padding: 8px 12px; font-size: 0.88em; border-radius: var(--paywall-radius, 8px);
    color: var(--paywall-color-danger, #c92a2a); background: var(--paywall-color-danger-soft, #fff5f5);
  }
  .loading { display: flex; gap: 10px; align-items: center; padding: 12px 0; color: var(--paywall-color-muted, #6c757d); }
  .spinner {
    display: inline-block; width: 1.1em; height: 1.1em; vertical-align: -0.2em; border: 2px solid currentColor;
    border-inline-end-color: transparent; border-radius: 50%; animation: paywall-pricing-spin 0.8s linear infinite;
  }
  @keyframes paywall-pricing-spin { to { transform: rotate(360deg); } }
  @media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
  .base { display: grid; gap: 14px; grid-template-columns: minmax(0, 1fr); }
  .toggle { display: inline-flex; gap: 0; border: 1px solid var(--paywall-color-border, #ced4da); border-radius: 999px; padding: 3px; justify-self: center; }
  .toggle button { border-radius: 999px; background: transparent; color: inherit; border: none; }
  .toggle button[aria-checked='true'] { background: var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); color: var(--paywall-color-on-primary, #fff); }
  .carousel { display: flex; align-items: center; gap: 8px; min-width: 0; }
  .track {
    display: flex; gap: var(--paywall-pricing-gap, 16px); overflow-x: auto; scroll-snap-type: x mandatory;
    scroll-behavior: smooth; padding: 4px; flex: 1; min-width: 0;
  }
  @media (prefers-reduced-motion: reduce) { .track { scroll-behavior: auto; } }
  .card {
    flex: 0 0 var(--paywall-pricing-card-width, 240px); scroll-snap-align: start; display: flex; flex-direction: column; gap: 8px;
    background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff)); border: 1px solid var(--paywall-color-border, #dee2e6);
    border-radius: var(--paywall-radius-large, 12px); padding: var(--paywall-panel-padding, 18px);
  }
  [data-layout='compact'] .card { flex-basis: 100%; }
  [data-layout='compact'] .track { flex-direction: column; overflow-x: visible; scroll-snap-type: none; }
  .card .card-title { margin: 0; font-size: 1.05em; }
  .amount { font-size: 1.6em; font-weight: 700; }
  .term, .trial { font-size: 0.9em; color: var(--paywall-color-muted, #6c757d); }
  .trial { color: var(--paywall-color-success, #237032); }
  .owned { margin: 0 0 12px; color: var(--paywall-color-success, #237032); }
  .owned-until { font-size: 0.9em; font-weight: 600; color: var(--paywall-color-success, #237032); }
  .card[data-owned] { border-color: var(--paywall-color-success, #237032); }
  .card button { margin-block-start: auto; }
  .arrow { flex: 0 0 auto; border-radius: 50%; width: 2.4em; height: 2.4em; padding: 0; }
  .card button[aria-disabled='true'] { opacity: 0.55; cursor: default; }
`;
