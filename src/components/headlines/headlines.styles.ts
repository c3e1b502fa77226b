import { css } from '../../internal/styles';

export const headlinesStyles = css`
  .base { display: flex; flex-direction: column; gap: 12px; }
  .list { display: flex; flex-direction: column; gap: var(--paywall-headlines-gap, 12px); }
  .sentinel { height: 1px; }
  /* its line is kept while empty: "Loading", a failure or the end appear without moving what follows */
  .status { margin: 0; min-block-size: 1lh; color: var(--paywall-color-muted, #5c5f66); text-align: center; }
  .base[data-state='error'] .status { color: var(--paywall-color-danger, #c92a2a); }
  .load-more { align-self: center; }
  .load-more[aria-disabled='true'] { opacity: 0.55; cursor: progress; }
`;
