import { css } from '../../internal/styles';

/** Styles of the gate's unlocked view (./unlocked.tsx), adopted when it is first drawn. */
export const unlockedStyles = css`
  .content .account-line { margin-block-start: 10px; }
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
