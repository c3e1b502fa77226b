import { css } from '../../internal/styles';

/** Styles of `<paywall-login>`. */
export const loginStyles = css`
  :host { max-width: var(--paywall-login-width, 420px); }
  .base { display: grid; gap: 14px; }
  .fields { display: grid; gap: 12px; }
  .form-footer { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: baseline; font-size: 0.92em; }
  .form-footer .phrase { white-space: nowrap; }
  .form-footer .phrase .link-button { white-space: nowrap; }
  .register-fields { border: 0; padding: 0; margin: 0; display: grid; gap: 12px; min-width: 0; }
  .checkbox label { font-weight: 400; display: flex; gap: 8px; align-items: center; }
  .checkbox input { width: auto; }
  .social { display: grid; gap: 8px; margin-block-start: 10px; width: 100%; }
  .social-title { font-size: 0.85em; color: var(--paywall-color-muted, #6c757d); text-align: center; }
  .social a {
    display: block; text-align: center; text-decoration: none; padding: 0.55em 1.1em;
    border-radius: var(--paywall-radius, 8px); border: 1px solid var(--paywall-color-border, #ced4da);
    color: var(--paywall-color-text, var(--paywall-brand-text, #1d1d1f)); background: var(--paywall-color-surface, var(--paywall-brand-surface, #fff));
  }
  .social a:hover { border-color: var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb)); }
  .account { display: grid; gap: 10px; }
  .account strong { overflow-wrap: anywhere; }
  .sent { display: grid; gap: 10px; justify-items: start; }
`;
