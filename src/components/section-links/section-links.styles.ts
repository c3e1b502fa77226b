import { css } from '../../internal/styles';

export const sectionLinksStyles = css`
  .base[hidden] { display: none; }
  .title { margin: 0 0 8px; font-size: 0.8em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.06em; color: var(--paywall-color-muted, #5c5f66); }
  .list { list-style: none; margin: 0; padding: 0; display: flex; flex-direction: column; gap: 2px; border-inline-start: 2px solid var(--paywall-color-border, #e4e4ea); }
  .level-3 { padding-inline-start: 12px; font-size: 0.92em; }
  .link {
    display: block; padding: 4px 10px; margin-inline-start: -2px; border-inline-start: 2px solid transparent;
    color: var(--paywall-color-link, inherit); text-decoration: none;
  }
  .link:hover { text-decoration: underline; }
  .link[aria-current] {
    border-inline-start-color: var(--paywall-section-current, var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)));
    color: var(--paywall-section-current, var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)));
    font-weight: 600;
  }
`;
