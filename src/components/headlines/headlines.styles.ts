import { css } from '../../internal/styles';

export const headlinesStyles = css`
  .base { display: flex; flex-direction: column; gap: 12px; }
  .list { display: flex; flex-direction: column; gap: var(--paywall-headlines-gap, 12px); }
  .sentinel { height: 1px; }
  .status { margin: 0; color: var(--paywall-color-muted, #5c5f66); text-align: center; }
  .status:empty { display: none; }
  .base[data-state='error'] .status { color: var(--paywall-color-danger, #c92a2a); }
  .load-more { align-self: center; }
  .load-more[aria-disabled='true'] { opacity: 0.55; cursor: progress; }
`;
