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
 * @event paywall-login - The viewer signed in or up in the sign-in forms (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in forms' signed-in view (see `<paywall-login>`).
 *
 * @csspart base - The wrapper; `data-state` is `unknown | signed-out | signed-in | error` and `data-section` the section shown.
 * @csspart tabs - The tab list. @csspart tab - One tab; also `tab-<section>` and `tab-active`. @csspart panel - The shown section's panel.
 * @csspart section - A section; also `section-<name>`; `data-state` is `loading | error | empty | ready` (forms: `ready | saving | success`).
 * @csspart heading - A heading. @csspart message - A message. @csspart login - The sign-in forms (signed out), with `<paywall-login>`'s parts.
 * @csspart failed - A failure with its `retry-button`. @csspart notice - A success notice. @csspart form-error - A form's error.
 * @csspart field - A field; also `field-<name>`. @csspart input - An input; also `input-<name>`. @csspart field-error - A field's error.
 * @csspart save-button - A form's submit button. @csspart details-form - The details form. @csspart password-form - The password form.
 * @csspart register-fields - The merchant's register fields in the details form.
 * @csspart dialog - A modal; also `exit-survey`. @csspart survey-form - The survey. @csspart survey-reason - A reason. @csspart survey-text - The free text.
 * @csspart survey-send - Send. @csspart survey-skip - Skip.
 * @csspart dialog-header - A modal's header. @csspart dialog-title - Its title. @csspart dialog-close - Its close button. @csspart dialog-body - Its body. @csspart survey-reasons - The survey's reasons.
 * @csspart label - A field's label. @csspart cancel-button - Cancels a form or a confirmation. @csspart empty - An empty list's message. @csspart retry-button - Loads again.
 * @csspart pager - Paging. @csspart pager-previous - The previous page. @csspart pager-page - The page number. @csspart pager-next - The next page.
 * @csspart item-link - An item's link in a list. @csspart thumbnail - Its image. @csspart item-title - Its title.
 * @csspart favorite-list - The favorites. @csspart favorite-item - One favorite. @csspart remove-button - Removes a favorite or a history entry.
 * @csspart filters - A list's filters. @csspart filter - One filter. @csspart filter-button - Applies the transaction filters (also `field-type`).
 * @csspart history-list - The watch history. @csspart history-item - One entry. @csspart progress - How far it was watched. @csspart more-button - Loads more history.
 * @csspart purchase-list - The purchases. @csspart purchase - One purchase. @csspart purchase-term - Its dates.
 * @csspart transaction-list - The transactions. @csspart transaction - One transaction. @csspart amount - Its amount. @csspart receipt-button - E-mails its receipt.
 * @csspart subscription-list - The subscriptions. @csspart subscription - One subscription; also `subscription-<status>`. @csspart status - Its status badge.
 * @csspart details-button - Shows a subscription's details. @csspart subscription-details - The details. @csspart subscription-facts - Its facts.
 * @csspart switch-plan - The plans to switch to. @csspart plan-option - One plan. @csspart price-difference - What the switch costs or saves.
 * @csspart switch-confirm - The switch confirmation. @csspart switch-button - Switches the plan. @csspart cancel-subscription - Cancels the subscription.
 * @csspart default-card - The stored card. @csspart replace-card - Replace or add a card. @csspart card-form - The new card's form. @csspart card-frame - Its frame (on the card frame's origin).
 * @csspart mandate - The direct-debit account. @csspart new-mandate - Set up or replace it. @csspart mandate-form - Its form. @csspart mandate-frame - Its frame.
 * @csspart profile-list - The profiles. @csspart profile - One profile; also `profile-active`. @csspart active-badge - "Watching now".
 * @csspart enter-button - Enters a profile. @csspart edit-button - Edits it. @csspart delete-button - Deletes it. @csspart confirm - The delete confirmation. @csspart confirm-button - Confirms it.
 * @csspart add-button - Adds a profile. @csspart profile-form - A profile's form (also `field-adult`). @csspart pin-form - A profile's PIN. @csspart pin-submit - Enters with it.
 * @csspart code - An access code's item. @csspart code-sessions - The devices using it. @csspart code-session - One device; also `code-session-this`. @csspart end-session - Stops using the code on a device.
 * @csspart export-form - Asks for an export of the viewer's data. @csspart export-button - Sends it. @csspart erase-form - Erases the account. @csspart erase-warning - What erasing means. @csspart erase-button - Erases it (also `field-understood`).
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
