import { css } from '../../internal/styles';

/** Styles of `<paywall-gate>` (those of its unlocked view come with that view: ./unlocked.styles.ts). */
export const gateStyles = css`
  .base { display: block; }
  .favorite { font-size: 0.9em; padding: 0.3em 0.8em; line-height: 1.4; }
  /* the sign-in hint, or the favorite toggle (which loads a moment later): one line of one height */
  .account-line { display: flex; align-items: center; flex-wrap: wrap; min-block-size: calc(0.9em * 2 + 2px); }
  .locked { display: grid; gap: 14px; }
  .preview { display: grid; gap: 10px; }
  .preview img {
    width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; display: block;
    border-radius: var(--paywall-radius-large, 12px); background: var(--paywall-color-border, #dee2e6);
  }
  .prices { list-style: none; margin: 0; padding: 0; display: grid; gap: 6px; }
  .prices li { display: flex; justify-content: space-between; gap: 12px; flex-wrap: wrap; }
  .price-amount { font-weight: 700; }
  .trial { font-size: 0.88em; color: var(--paywall-color-success, #237032); }
`;
