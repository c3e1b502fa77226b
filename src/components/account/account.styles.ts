import { css } from '../../internal/styles';

/** Styles of `<paywall-account>`: tabs, sections, lists, progress bars and the survey. */
export const accountStyles = css`
  .tabs { display: flex; flex-wrap: wrap; gap: 4px; margin-block-end: 8px; }
  .tabs [role='tab'] { background: transparent; color: inherit; border-color: var(--paywall-color-border, #ced4da); padding: 0.4em 0.8em; }
  .tabs [aria-selected='true'] {
    border-color: var(--paywall-color-primary, #3b5bdb); box-shadow: inset 0 -3px 0 var(--paywall-color-primary, #3b5bdb); font-weight: 600;
  }
  .section { display: grid; gap: 12px; }
  .list { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  .row {
    display: flex; flex-wrap: wrap; gap: 8px 12px; align-items: center; justify-content: space-between;
    padding: 10px 12px; border: 1px solid var(--paywall-color-border, #dee2e6); border-radius: var(--paywall-radius, 8px);
  }
  .row .grow { flex: 1 1 12em; min-width: 0; }
  .item-link { display: flex; gap: 12px; align-items: center; overflow-wrap: anywhere; }
  .register-fields { border: 0; padding: 0; margin: 0; display: grid; gap: 12px; min-width: 0; }
  .checkbox label { font-weight: 400; display: flex; gap: 8px; align-items: center; }
  .checkbox input { width: auto; }
  .thumb { width: 96px; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 4px; background: var(--paywall-color-border, #dee2e6); }
  .avatar { width: 40px; height: 40px; border-radius: 50%; object-fit: cover; background: var(--paywall-color-border, #dee2e6); }
  progress { width: 100%; height: 6px; accent-color: var(--paywall-color-primary, #3b5bdb); }
  .filters { display: flex; flex-wrap: wrap; gap: 8px; align-items: end; }
  .filters .field { min-width: 10em; }
  .notice { padding: 8px 12px; border-radius: var(--paywall-radius, 8px); background: var(--paywall-color-success-soft, #ebfbee); color: var(--paywall-color-success, #2b8a3e); }
  .warning { padding: 8px 12px; border-radius: var(--paywall-radius, 8px); background: var(--paywall-color-danger-soft, #fff5f5); color: var(--paywall-color-danger, #c92a2a); }
  button.danger { background: var(--paywall-color-danger, #c92a2a); }
  .badge { font-size: 0.8em; padding: 2px 8px; border-radius: 999px; border: 1px solid currentColor; }
  .survey-reasons { display: grid; gap: 6px; border: 0; padding: 0; margin: 0 0 8px; }
  /* a survey reason's box stands centred on its text's line */
  .survey-reason { display: flex; align-items: center; gap: 0.5em; }
  .survey-reason input { margin: 0; flex: none; }
  textarea { font: inherit; width: 100%; padding: 0.6em 0.75em; border-radius: var(--paywall-radius, 8px); border: 1px solid var(--paywall-color-border, #ced4da); }
  .failed { display: grid; gap: 8px; justify-items: start; }
  .details { flex-basis: 100%; display: grid; gap: 8px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; margin: 0; }
  dt { font-weight: 600; } dd { margin: 0; }
`;
