import { css } from '../../internal/styles';

export const railStyles = css`
  .base[hidden] { display: none; }
  .base { display: flex; flex-direction: column; gap: 10px; }
  .head { display: flex; align-items: center; gap: 12px; min-block-size: 2.5em; }
  .heading { margin: 0; font-size: 1.25em; flex: 1; min-width: 0; }
  .arrows { display: flex; gap: 8px; margin-inline-start: auto; }
  .frame { position: relative; display: flex; }
  .track {
    flex: 1; min-width: 0; display: flex; gap: var(--paywall-rail-gap, 16px);
    overflow-x: auto; overscroll-behavior-x: contain; scroll-snap-type: x mandatory; scroll-padding-inline: 0;
    scrollbar-width: thin; padding-block: 4px;
  }
  .track:focus-visible { outline: 2px solid var(--paywall-color-focus, #4c6ef5); outline-offset: 2px; }
  ::slotted(*) { flex: 0 0 var(--paywall-rail-cell-width, 240px); scroll-snap-align: start; min-width: 0; }
  .base[data-kind='stream'] ::slotted(*) { flex-basis: var(--paywall-rail-cell-width, 320px); }
  .base[data-kind='season'] ::slotted(*) { flex-basis: var(--paywall-rail-cell-width, 200px); }
  .base[data-kind='sponsor'] ::slotted(*), .base[data-kind='organisation'] ::slotted(*) { flex-basis: var(--paywall-rail-cell-width, 160px); }
  .base[data-kind='channel'] ::slotted(*) { flex-basis: var(--paywall-rail-cell-width, 180px); }
  /* compact cells below 640 px and no arrows below 1024 px, by media query: the same view before and after the script */
  @media (max-width: 639.98px) { .base ::slotted(*), .base[data-kind] ::slotted(*) { flex-basis: var(--paywall-rail-cell-width-compact, 68%); } }
  @media (max-width: 1023.98px) { .arrows { display: none; } }
  .arrow {
    flex: none; width: 2.2em; height: 2.2em; padding: 0; border-radius: 50%; font-size: 1.1em; line-height: 1;
    background: var(--paywall-rail-arrow-background, var(--paywall-color-surface, #f1f3f5));
    color: var(--paywall-color-text, #1d1d1f); border-color: var(--paywall-color-border, #c9c9d1);
  }
  .arrow:disabled { visibility: hidden; }
  @media (prefers-reduced-motion: reduce) { .track { scroll-behavior: auto; } }
`;
