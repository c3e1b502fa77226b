/**
 * @tag paywall-member-rewards
 * @summary The signed-in member's rewards (partner discount codes, free months, event tickets) from the merchant's server, each with a copy-to-clipboard button; signed out, it offers sign-in.
 *
 * @attr heading-level - The level (1-6) of the element's own top headings, so they fit the page's outline; the headings under them take the next level (default 2). Their look stays the same.
 *
 * @slot - `<paywall-reward code="…" title="…" description="…" kind="discount|free-months|ticket" expires="2026-12-31">` children, server-rendered (give them visible text so the page works without script). Used when the page config names no `memberRewards` endpoint.
 *
 * @event paywall-reward-copied - A reward's code was copied; detail `{ code, title, method: 'clipboard' | 'fallback' }`.
 * @event paywall-login - The viewer signed in or up in the sign-in forms (see `<paywall-login>`).
 * @event paywall-logout - Sign-out from the sign-in forms' signed-in view (see `<paywall-login>`).
 * @event paywall-error - A failure the element showed; detail `{ code, status, message }` (`rewards_load_failed`).
 *
 * @csspart base - The wrapper; `data-state` is `loading | signed-out | error | empty | ready`.
 * @csspart heading - "Your rewards". @csspart message - A message; also `empty`. @csspart login - The sign-in forms (signed out), with `<paywall-login>`'s parts.
 * @csspart error - The failure and its retry. @csspart retry-button - Loads the rewards again.
 * @csspart list - The rewards. @csspart reward - One reward. @csspart kind - Its kind. @csspart title - Its title. @csspart description - Its description.
 * @csspart code-row - The code and its button. @csspart code - The code. @csspart copy-button - Copies the code; `data-state` is `idle | copied | failed`.
 * @csspart copy-status - The screen-reader announcement of a copy. @csspart expires - Until when it is valid.
 *
 * @cssproperty --paywall-color-primary - The kind label. @cssproperty --paywall-color-border - Card and code borders.
 * @cssproperty --paywall-font-family-code - The code's font. @cssproperty --gap - Space between rewards (default 12px).
 */
import { defineElement } from './define';
import type { MemberRewardsProps } from '../src/components/member-rewards/member-rewards';

defineElement<MemberRewardsProps>({
  tag: 'paywall-member-rewards',
  props: { headingLevel: 'number' },
  load: () => import('../src/components/member-rewards/member-rewards'),
});

declare global {
  interface HTMLElementTagNameMap {
    'paywall-member-rewards': HTMLElement & Omit<MemberRewardsProps, 'container'>;
  }
}
