/**
 * @tag paywall-capture
 * @summary A small data-capture form (name, e-mail, company) for a free preview, a newsletter or a live event's reminder: checked before sending, sent once to the platform, then thanks and the `paywall-capture` event.
 *
 * @attr purpose - `newsletter` (default), `preview` (a free preview) or `reminder` (a live event's): the title, introduction, button and thanks follow.
 * @attr no-company - `no-company="true"` hides the optional company field. Default: false.
 *
 * @event paywall-capture - The platform took the details (`POST /v2/accounts/customers/data-capture`); detail `{ purpose, email, fullName, company }`. Answer it (open the preview, say).
 * @event paywall-error - Sending failed; detail `{ code, status, message }` (`capture_failed`, `not_configured`).
 *
 * @csspart base - The wrapper; `data-state` is `ready | submitting | done | error`, `data-purpose` the purpose.
 * @csspart form - The form. @csspart title - Its heading. @csspart intro - Its introduction. @csspart form-error - Why sending failed.
 * @csspart field - A field (also `field-fullName`, `field-email`, `field-company`). @csspart label - A field's label. @csspart input - A field's input (also `input-fullName`, `input-email`, `input-company`).
 * @csspart field-error - A field's error. @csspart submit - The button. @csspart loading - The spinner while sending. @csspart done - The thanks, after sending.
 *
 * @cssproperty --paywall-capture-width - The form's largest width. Default 420px.
 * @cssproperty --paywall-color-primary - The button.
 */
import { defineElement } from './define';
import type { CaptureProps } from '../src/components/capture/capture';

defineElement<CaptureProps>({
  tag: 'paywall-capture',
  props: { purpose: 'string', noCompany: 'boolean' },
  load: () => import('../src/components/capture/capture'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-capture': HTMLElement & Omit<CaptureProps, 'container'>;
  }
}
