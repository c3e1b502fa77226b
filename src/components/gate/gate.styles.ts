import { css } from '../../internal/styles';

/** Styles of `<paywall-gate>`. */
export const gateStyles = css`
  .base { display: block; }
  .favorite { font-size: 0.9em; padding: 0.3em 0.8em; line-height: 1.4; }
  /* the sign-in hint, or the favorite toggle (which loads a moment later): one line of one height */
  .account-line { display: flex; align-items: center; flex-wrap: wrap; min-block-size: calc(0.9em * 2 + 2px); }
  .content .account-line { margin-block-start: 10px; }
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
  .content { display: block; }
  .content:focus-visible { outline: 2px solid var(--paywall-color-focus, #4c6ef5); outline-offset: 4px; }
  .content img, .content video { max-width: 100%; height: auto; }
  /* the platform's content spans the gate, as the preview does: no browser margins around a figure */
  .content figure { margin: 0; }
  .content figure > :is(img, video) { display: block; width: 100%; }
  .sessions { list-style: none; padding: 0; margin: 0; display: grid; gap: 6px; }
  .sessions li { display: flex; gap: 8px; align-items: center; justify-content: space-between; flex-wrap: wrap; }
  .code-devices { margin-block-start: 12px; font-size: 0.92em; }
  .code-devices summary { cursor: pointer; }
`;
