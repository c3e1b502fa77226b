/**
 * @tag paywall-account
 * @summary The account area of a signed-in viewer: details, password, profiles, favorites, watch history, purchases, transactions, subscriptions (cancel, switch plan), payment methods, data export and erase, access codes, and the exit survey.
 *
 * @attr section - The section shown first, or alone with `single`: `details | password | profiles | favorites | history | purchases | transactions | subscriptions | payment | data | codes` (default `details`).
 * @attr single - `single="true"` shows only `section`, without tabs, so sections can live on separate pages.
 * @attr survey-reasons - The exit survey's reasons, separated by `|` (a default list otherwise).
 * @attr code-items - Items sold with access codes, comma-separated, for the access codes section (codes entered on this device are found anyway).
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 3). Their look stays the same.
 *
 * @event paywall-exit-survey - The viewer answered or skipped the exit survey; detail `{ trigger, reasons, text, skipped, context }`. Cancelable: before an erase or a subscription cancel, `preventDefault()` stops that erase or cancel (the merchant takes over, e.g. with an offer); after a survey opened by `paywall-exit-survey-open` it keeps the element's thank-you from showing.
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }`.
 * @event paywall-login - The viewer signed in or up in the sign-in forms (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in forms' signed-in view (see `<paywall-login>`).
 *
 * @csspart base - The wrapper; `data-state` is `unknown | signed-out | signed-in | error` and `data-section` the section shown.
 * @csspart tabs - The tab list. @csspart tab - One tab; also `tab-<section>` and `tab-active`. @csspart panel - The shown section's panel.
 * @csspart section - A section; also `section-<name>`; `data-state` is `loading | error | empty | ready` (password and data: `ready | saving | success`).
 * @csspart heading - A heading. @csspart message - A message. @csspart login - The sign-in forms (signed out). @csspart loading - A spinner.
 * @csspart profile - "Watching as" the active profile, above the tabs; also a row of the profiles section (with `profile-active`).
 * @csspart failed - A failure with its `retry-button`. @csspart retry-button - Try again. @csspart notice - A success notice. @csspart form-error - A form's error.
 * @csspart empty - What an empty section says. @csspart filters - A section's filters. @csspart filter - One filter choice. @csspart filter-button - Applies the transaction filters.
 * @csspart field - A field; also `field-<name>`. @csspart label - A field's label. @csspart input - An input; also `input-<name>`. @csspart select - A select. @csspart checkbox - A register-field checkbox. @csspart field-error - A field's error.
 * @csspart save-button - A form's submit button. @csspart cancel-button - A form's Cancel. @csspart details-form - The details form. @csspart password-form - The password form.
 * @csspart register-fields - The merchant's register fields in the details form.
 * @csspart profile-list - The profiles. @csspart add-button - Add a profile. @csspart enter-button - Enter a profile. @csspart edit-button - Edit one. @csspart delete-button - Delete one.
 * @csspart active-badge - The active profile's badge. @csspart profile-form - The new or edited profile. @csspart pin-form - The PIN prompt. @csspart pin-submit - Its button.
 * @csspart confirm - A delete confirmation. @csspart confirm-button - Its button.
 * @csspart item-link - An item's thumbnail and title, linking to its page. @csspart thumbnail - The thumbnail. @csspart item-title - The title. @csspart remove-button - Removes a favorite or a history entry.
 * @csspart favorite-list - The favorites. @csspart favorite-item - One favorite. @csspart history-list - The watch history. @csspart history-item - One entry. @csspart progress - Its progress bar. @csspart more-button - Shows more history.
 * @csspart purchase-list - The purchases. @csspart purchase - One purchase. @csspart purchase-term - What was bought and until when.
 * @csspart purchase-store - "Bought through Roku Channel Store" (Amazon Appstore, App Store, Google Play): a purchase made in a native app.
 * @csspart pager - Previous / next pages. @csspart pager-previous - Previous. @csspart pager-next - Next. @csspart pager-page - The page number.
 * @csspart transaction-list - The transactions. @csspart transaction - One transaction. @csspart amount - Its amount. @csspart receipt-button - Downloads its receipt.
 * @csspart subscription-list - The subscriptions. @csspart subscription - One; also `subscription-<status>`. @csspart status - Its status badge. @csspart details-button - Manage / Close.
 * @csspart subscription-details - The open subscription. @csspart subscription-facts - Plan, price, dates. @csspart switch-plan - The other plans. @csspart plan-option - One plan.
 * @csspart price-difference - How much more or less it costs. @csspart switch-confirm - The switch confirmation. @csspart switch-button - Switch plan. @csspart cancel-subscription - Cancel subscription.
 * @csspart default-card - The saved card, masked. @csspart replace-card - Replace or add the card. @csspart card-form - The card replacement. @csspart card-frame - The card frame (on the card frame's origin).
 * @csspart mandate - The direct-debit mandate. @csspart new-mandate - Set up or replace it. @csspart mandate-form - The mandate form. @csspart mandate-frame - The mandate frame (on the card frame's origin).
 * @csspart export-form - The data export. @csspart export-button - Send my data. @csspart erase-form - The erase form. @csspart erase-warning - Its warning. @csspart erase-button - Erase my account.
 * @csspart code - An item's access code. @csspart code-sessions - The devices using it. @csspart code-session - One device; also `code-session-this`. @csspart end-session - Sign off a device.
 * @csspart dialog - A modal; also `exit-survey`. @csspart dialog-header - Its header. @csspart dialog-title - Its title. @csspart dialog-close - Its close button. @csspart dialog-body - Its body.
 * @csspart survey-form - The survey. @csspart survey-reasons - The reasons. @csspart survey-reason - A reason. @csspart survey-text - The free text. @csspart survey-send - Send. @csspart survey-skip - Skip.
 * @csspart survey-failed - The survey's code could not be fetched: its `message`, `retry-button`, `survey-go-on` and `survey-close`. @csspart survey-go-on - Goes on without the survey (reported as skipped). @csspart survey-close - Stops, as closing the survey does.
 *
 * @cssproperty --paywall-color-primary - Buttons, the chosen tab and progress bars. @cssproperty --paywall-color-danger - Errors, warnings and the erase and cancel buttons.
 * @cssproperty --paywall-color-danger-soft - The warnings' background. @cssproperty --paywall-color-success - Notices. @cssproperty --paywall-color-success-soft - The notices' background.
 * @cssproperty --paywall-color-border - Rows, tabs and thumbnails' placeholder. @cssproperty --paywall-radius - Rows, notices and fields. @cssproperty --paywall-font-family - Font.
 */
import { defineElement } from './define';
import type { AccountProps } from '../src/components/account/account';

defineElement<AccountProps>({
  tag: 'paywall-account',
  props: { section: 'string', single: 'boolean', surveyReasons: 'string', codeItems: 'string', headingLevel: 'number' },
  load: () => import('../src/components/account/account'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-account': HTMLElement & Omit<AccountProps, 'container'>;
  }
}
