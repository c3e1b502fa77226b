/**
 * @tag paywall-login
 * @summary Sign in, sign up (with the merchant's register fields), forgot and reset password, social login; shows who is signed in.
 *
 * @attr mode - The view to open: "sign-in" (default), "sign-up", "forgot" or "reset".
 * @attr reset-token - The token of a password-reset link; in "reset" mode `?token=` of the page address is used when absent.
 * @attr no-social - "true" hides the social-login buttons (r2wc booleans need ="true").
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same.
 *
 * @event paywall-login - After a successful sign-in or sign-up. detail: `{ method: 'sign-in' | 'sign-up', account: { email?, fullName?, uuid? } | null }`.
 * @event paywall-logout - After the viewer signed out here. detail: `{}`.
 * @event paywall-error - A request failed. detail: `{ code, status, message }`.
 *
 * @csspart base - The wrapper; `data-state` is "loading", "sign-in", "sign-up", "forgot", "reset" or "signed-in".
 * @csspart form - Each form; also `form-sign-in`, `form-sign-up`, `form-forgot`, `form-reset`.
 * @csspart title - The form heading. @csspart form-error - A form-level error (role="alert").
 * @csspart field - A labelled field; also `field-<name>`. @csspart label - A field label. @csspart input - An input; also `input-<name>`.
 * @csspart field-error - A field's error text. @csspart submit - The submit button. @csspart form-footer - Links under a form.
 * @csspart social - The social-login buttons' group. @csspart social-button - One provider link; also `social-<provider>`.
 * @csspart account - The signed-in view. @csspart who - Who is signed in. @csspart sign-out - The sign-out button.
 * @csspart register-fields - The merchant's extra sign-up fields; each is a `field` (also `field-extra-<name>`) with a `label` and an `input`, a `select` or a `checkbox`.
 * @csspart checkbox - A check box field's box. @csspart select - A choice field's list.
 * @csspart intro - The forgot-password form's explanation. @csspart message - A confirmation (link sent, password changed).
 * @csspart link-forgot - "Forgot your password?" / "Send a new link". @csspart link-sign-up - "Create an account". @csspart link-sign-in - Back to sign in.
 * @csspart profile - "Watching as …" under who is signed in, when a profile is active. @csspart loading - The loading indicator.
 *
 * @cssproperty --paywall-login-width - Maximum width. Default 420px.
 * @cssproperty --paywall-color-primary - Buttons and links.
 * @cssproperty --paywall-color-danger - Errors.
 */
import { defineElement } from './define';
import type { LoginProps } from '../src/components/login/login';

defineElement<LoginProps>({
  tag: 'paywall-login',
  props: { mode: 'string', resetToken: 'string', noSocial: 'boolean', headingLevel: 'number' },
  load: () => import('../src/components/login/login'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-login': HTMLElement & Omit<LoginProps, 'container' | 'onDone'>;
  }
}
