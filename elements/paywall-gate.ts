/**
 * @tag paywall-gate
 * @summary Wraps premium content: shows it with access; otherwise the item's preview, prices and a call to action; asks for access codes.
 *
 * @attr item-id - The platform item id of the content (required).
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same.
 *
 * @slot - The premium content, shown only with access. When empty, the content the platform returns is shown (sanitised).
 * @slot preview - A custom preview shown while locked, instead of the item's cover, title and description.
 *
 * @event paywall-access - Access was checked. detail: `{ itemId: string, granted: boolean }`.
 * @event paywall-login - Sign-in from the gate's sign-in dialog (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in dialog's signed-in view (see `<paywall-login>`).
 * @event paywall-media - Signed media (an item whose content is a media address to sign): a freshly signed address after the access check and before each one expires. detail: `{ itemId: string, url: string, expiresAt: number | null }`.
 * @event paywall-favorite - The viewer added the item to their favorites or removed it with the favorite toggle. detail: `{ itemId: string, favorite: boolean }`.
 * @event paywall-error - Loading or checking failed. detail: `{ code, status, message }`.
 *
 * @csspart base - The wrapper; `data-state` is "loading", "locked", "unlocked", "code-entry" or "error";
 *   `data-auth` is "signed-in", "signed-out" or "unknown".
 * @csspart locked - The locked view. @csspart preview - The default preview. @csspart preview-image - Its cover image.
 * @csspart preview-title - The item title. @csspart preview-description - The item description.
 * @csspart prices - The list of prices. @csspart price - One price; carries `data-access-fee-id`.
 * @csspart price-description - @csspart price-amount - @csspart price-term - @csspart price-trial -
 * @csspart cta - The buy button. @csspart sign-in - The sign-in link (signed out). @csspart no-prices - Shown when nothing is for sale.
 * @csspart sign-in-hint - The "Already have access?" line around the sign-in link.
 * @csspart content - The unlocked content wrapper.
 * @csspart player - Signed media's player; `data-state` is "signing", "ready" or "error". @csspart video - Its `<video>`. @csspart player-error - Why it could not be signed (with the `retry` button).
 * @csspart favorite - The favorite toggle (signed in only; `aria-pressed`); also `favorite-on` while the item is a favorite.
 * @csspart code-form - The access-code form: a `field` (also `field-<name>`) with its `label`, `input` (also `input-<name>`) and `field-error`, and the `submit` button.
 * @csspart field - A field. @csspart label - A field's label. @csspart input - A field's input. @csspart field-error - A field's error. @csspart submit - The code form's button.
 * @csspart code-devices - The devices using the code (a disclosure); its `code-devices-summary`. @csspart sessions - The list of devices.
 * @csspart session - One device; also `session-current` for this one.
 * @csspart end-session - Stops using the code on this device.
 * @csspart error - The error panel. @csspart error-message - Its text. @csspart retry - Its retry button.
 * @csspart dialog - The sign-in dialog (also `login-dialog`): `dialog-header` with `dialog-title` and `dialog-close`, and `dialog-body`, which holds `<paywall-login>`'s parts.
 *
 * @cssproperty --paywall-color-primary - Buttons and links.
 * @cssproperty --paywall-radius-large - Corner radius of the cover image and panels.
 */
import { defineElement } from './define';
import type { GateProps } from '../src/components/gate/gate';

defineElement<GateProps>({
  tag: 'paywall-gate',
  props: { itemId: 'string', headingLevel: 'number' },
  load: () => import('../src/components/gate/gate'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-gate': HTMLElement & Omit<GateProps, 'container'>;
  }
}
