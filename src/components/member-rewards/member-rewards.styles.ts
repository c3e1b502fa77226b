import { css } from '../../internal/styles';

/** Styles of `<paywall-member-rewards>`. */
export const memberRewardsStyles = css`
  .rewards-heading { margin: 0 0 12px; font-size: 1.25em; }
  .rewards { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--gap, 12px); grid-template-columns: repeat(auto-fill, minmax(min(100%, 260px), 1fr)); }
  .reward {
    border: 1px solid var(--paywall-color-border, #ced4da); border-radius: var(--paywall-radius-large, 12px);
    padding: 14px 16px; background: var(--paywall-color-surface, #fff); display: flex; flex-direction: column; gap: 6px;
  }
  .kind { align-self: start; font-size: 0.8em; text-transform: uppercase; letter-spacing: 0.04em; color: var(--paywall-color-primary, #3b5bdb); font-weight: 600; }
  .title { margin: 0; font-size: 1.05em; }
  .description { margin: 0; }
  .code-row { display: flex; flex-wrap: wrap; align-items: center; gap: 8px; margin-block-start: 4px; }
  .code {
    font-family: var(--paywall-font-family-code, ui-monospace, SFMono-Regular, Menlo, monospace); font-size: 1.05em; padding: 0.3em 0.6em;
    border: 1px dashed var(--paywall-color-border, #ced4da); border-radius: var(--paywall-radius, 8px); user-select: all; overflow-wrap: anywhere;
  }
  .expires { margin: 0; font-size: 0.9em; }
`;
