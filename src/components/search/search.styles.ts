import { css } from '../../internal/styles';

export const searchStyles = css`
  .base { display: flex; flex-direction: column; gap: 12px; }
  .heading { margin: 0; font-size: 1.3em; }
  .form { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
  .input, .select {
    font: inherit; padding: 0.5em 0.75em; border-radius: var(--paywall-radius, 8px);
    border: 1px solid var(--paywall-color-border, #c9c9d1); background: var(--paywall-color-surface, #fff); color: inherit;
  }
  .input { flex: 1 1 16em; min-width: 0; }
  .categories { display: flex; flex-wrap: wrap; gap: 12px; border: 0; padding: 0; margin: 0; }
  .category { display: inline-flex; gap: 6px; align-items: center; }
  .count { margin: 0; min-height: 1.4em; color: var(--paywall-color-muted, #5c5f66); display: flex; gap: 8px; align-items: center; }
  .spinner {
    width: 1em; height: 1em; border-radius: 50%;
    border: 2px solid currentColor; border-inline-end-color: transparent; animation: paywall-spin 0.8s linear infinite;
  }
  .error { display: flex; gap: 12px; align-items: center; margin: 0; color: var(--paywall-color-danger, #c92a2a); }
  .results {
    list-style: none; margin: 0; padding: 0; display: grid; gap: 16px;
    grid-template-columns: repeat(auto-fill, minmax(var(--paywall-search-cell-width, 180px), 1fr));
  }
  .result-link { display: flex; flex-direction: column; gap: 6px; color: var(--paywall-color-link, inherit); text-decoration: none; }
  a.result-link:hover .name { text-decoration: underline; }
  .thumbnail { width: 100%; aspect-ratio: 16 / 9; object-fit: cover; border-radius: var(--paywall-radius, 8px); background: var(--paywall-color-border, #e4e4ea); display: block; }
  .placeholder { background: linear-gradient(135deg, var(--paywall-color-border, #e4e4ea), var(--paywall-color-muted, #9a9aa5)); }
  .name { font-weight: 600; overflow-wrap: anywhere; }
  .more { align-self: center; }
  @media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
  @keyframes paywall-spin { to { transform: rotate(360deg); } }
`;
