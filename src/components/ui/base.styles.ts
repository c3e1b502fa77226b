import { css } from '../../internal/styles';

/**
 * Shared base for every element: isolates the host from inherited page styles (a hostile
 * `* { all: unset }` or `font-size: 0` on the page does not reach inside) and defines the theme
 * tokens. Merchants theme with the `--paywall-*` custom properties, which do cross the boundary.
 */
export const baseStyles = css`
  :host {
    all: initial;
    display: block;
    contain: content;
    box-sizing: border-box;
    font-family: var(--paywall-font-family, var(--paywall-brand-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif));
    font-size: var(--paywall-font-size, 16px);
    line-height: 1.4;
    color: var(--paywall-color-text, var(--paywall-brand-text, #1d1d1f));
  }
  :host([hidden]) { display: none; }
  *, *::before, *::after { box-sizing: inherit; }
  button {
    font: inherit;
    cursor: pointer;
    border-radius: var(--paywall-radius, 8px);
    border: 1px solid transparent;
    padding: 0.55em 1.1em;
    background: var(--paywall-color-primary, var(--paywall-brand-primary, #3b5bdb));
    color: var(--paywall-color-on-primary, #fff);
  }
  button:disabled { opacity: 0.55; cursor: not-allowed; }
  button:focus-visible, input:focus-visible, select:focus-visible, a:focus-visible {
    outline: 2px solid var(--paywall-color-focus, #4c6ef5);
    outline-offset: 2px;
  }
  /* a heading looks the same at whatever level the page gives it (heading-level) */
  [data-look] { font-weight: bold; }
  [data-look='2'] { font-size: 1.5em; margin-block: 0.83em; }
  [data-look='3'] { font-size: 1.17em; margin-block: 1em; }
  [data-look='4'] { font-size: 1em; margin-block: 1.33em; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
`;
