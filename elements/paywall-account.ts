/**
 * @tag paywall-account
 * @summary The account area of a signed-in viewer: details, password, profiles, favorites, watch history, purchases, transactions, subscriptions (cancel, switch plan), payment methods, data export and erase, access codes, and the exit survey.
 *
 * @attr section - The section shown first, or alone with `single`: `details | password | profiles | favorites | history | purchases | transactions | subscriptions | payment | data | codes` (default `details`).
 * @attr single - `single="true"` shows only `section`, without tabs, so sections can live on separate pages.
 * @attr survey-reasons - The exit survey's reasons, separated by `|` (a default list otherwise).
 * @attr code-items - Items sold with access codes, comma-separated, for the access codes section (codes entered on this device are found anyway).
 *
 * @event paywall-exit-survey - The viewer answered or skipped the exit survey; detail `{ trigger, reasons, text, skipped, context }`. Cancelable: before an erase or a subscription cancel, `preventDefault()` stops that erase or cancel (the merchant takes over, e.g. with an offer); after a survey opened by `paywall-exit-survey-open` it keeps the element's thank-you from showing.
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }`.
 *
 * @csspart base - The wrapper; `data-state` is `unknown | signed-out | signed-in | error` and `data-section` the section shown.
 * @csspart tabs - The tab list. @csspart tab - One tab; also `tab-<section>` and `tab-active`. @csspart panel - The shown section's panel.
 * @csspart section - A section; also `section-<name>`; `data-state` is `loading | error | empty | ready` (forms: `ready | saving | success`).
 * @csspart heading - A heading. @csspart message - A message. @csspart login - The sign-in forms (signed out).
 * @csspart failed - A failure with its `retry-button`. @csspart notice - A success notice. @csspart form-error - A form's error.
 * @csspart field - A field; also `field-<name>`. @csspart input - An input; also `input-<name>`. @csspart field-error - A field's error.
 * @csspart save-button - A form's submit button. @csspart details-form - The details form. @csspart password-form - The password form.
 * @csspart register-fields - The merchant's register fields in the details form.
 * @csspart dialog - A modal; also `exit-survey`. @csspart survey-form - The survey. @csspart survey-reason - A reason. @csspart survey-text - The free text.
 * @csspart survey-send - Send. @csspart survey-skip - Skip.
 *
 * @cssproperty --paywall-color-primary - Buttons, the chosen tab and progress bars. @cssproperty --paywall-color-danger - Errors and the erase button.
 * @cssproperty --paywall-color-success - Notices. @cssproperty --paywall-color-border - Rows and tabs. @cssproperty --paywall-font-family - Font.
 */
import { defineElement } from './define';
import type { AccountProps } from '../src/components/account/account';

defineElement<AccountProps>({
  tag: 'paywall-account',
  props: { section: 'string', single: 'boolean', surveyReasons: 'string', codeItems: 'string' },
  load: () => import('../src/components/account/account'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-account': HTMLElement & Omit<AccountProps, 'container'>;
  }
}
