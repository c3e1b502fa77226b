import { css } from '../../internal/styles';

export const sliderStyles = css`
  .base { position: relative; display: flex; flex-direction: column; gap: 10px; }
  .base[hidden] { display: none; }
  .slides { position: relative; overflow: hidden; border-radius: var(--paywall-radius-large, 12px); touch-action: pan-y; }
  ::slotted(*) { display: none !important; }
  /* the first slide shows from the first render on (a server-rendered slider too), before it is marked */
  ::slotted([data-paywall-active]), [data-index='0'] ::slotted(:first-child) { display: block !important; }
  [data-moved] ::slotted([data-paywall-active]) { animation: paywall-slide-in var(--paywall-slider-transition, 400ms) ease-out; }
  .controls { display: flex; align-items: center; justify-content: center; gap: 8px; }
  .arrow, .pause {
    width: 2.4em; height: 2.4em; padding: 0; border-radius: 50%; line-height: 1;
    background: var(--paywall-slider-control-background, var(--paywall-color-surface, #f1f3f5));
    color: var(--paywall-color-text, #1d1d1f); border-color: var(--paywall-color-border, #c9c9d1);
  }
  .arrow { font-size: 1.3em; }
  .pause { font-size: 0.8em; }
  .indicators { display: flex; gap: 6px; }
  .indicator {
    width: 24px; height: 24px; padding: 7px; border: 0; border-radius: 50%;
    background: var(--paywall-color-border, #c9c9d1); background-clip: content-box;
  }
  .indicator[aria-current] { background-color: var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); }
  @media (prefers-reduced-motion: reduce) { [data-moved] ::slotted([data-paywall-active]) { animation: none; } }
  @keyframes paywall-slide-in { from { opacity: 0.3; } }
`;
