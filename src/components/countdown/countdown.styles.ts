import { css } from '../../internal/styles';

export const countdownStyles = css`
  :host { display: inline-block; }
  .timer { display: flex; flex-direction: column; gap: 6px; }
  .label { font-size: 0.85em; text-transform: uppercase; letter-spacing: 0.06em; color: var(--paywall-color-muted, #5c5f66); }
  .units { display: flex; gap: var(--paywall-countdown-gap, 10px); }
  .unit {
    display: flex; flex-direction: column; align-items: center; min-width: 3.2em; padding: 8px 6px;
    border-radius: var(--paywall-radius, 8px);
    background: var(--paywall-countdown-background, var(--paywall-color-surface, #f1f3f5));
    color: var(--paywall-countdown-color, inherit);
  }
  .value { font-size: var(--paywall-countdown-size, 1.8em); font-weight: 700; font-variant-numeric: tabular-nums; line-height: 1.1; }
  /* the unit's own colour (it stands on the unit's background, which may be dark), a little softer */
  .unit-label { font-size: 0.75em; color: var(--paywall-countdown-label-color, inherit); opacity: 0.85; }
  .ended { margin: 0; font-weight: 600; }
`;
