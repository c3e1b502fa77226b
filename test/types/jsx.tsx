// Type tests of the React 19 JSX typings of the tags (elements/jsx.ts, generated from the manifest):
// they compile with the suite, and every `@ts-expect-error` line must be an error, or the compile fails.
// TypeScript leaves undeclared names with a dash unchecked in JSX (`data-*`), so an unknown
// kebab-case attribute or an `onpaywall-…` event a tag does not document cannot be caught here;
// test/node/custom-elements.node.test.mjs keeps the typings equal to the manifest instead.
import { useRef } from 'react';
import '../../elements/index';

export function Page() {
  const gate = useRef<HTMLElementTagNameMap['paywall-gate']>(null);
  return (
    <>
      <paywall-config merchant-uuid="c6f4002f" environment="sandbox" />
      <paywall-gate item-id="40001" ref={gate} class="premium" id="film" onpaywall-access={(e) => void (e.detail.granted satisfies boolean)}>
        <p slot="preview">Preview</p>
      </paywall-gate>
      <paywall-pricing item-id="40001" onpaywall-select-price={(e) => e.detail.kind === 'subscription' && e.preventDefault()} />
      <paywall-login mode="sign-up" no-social="true" onpaywall-login={(e) => void e.detail.account?.email} />
      <paywall-countdown time={1767225600} now="1767220000" reload="true" onpaywall-countdown-end={(e) => void e.detail.time.toFixed()} />
      <paywall-member-rewards>
        <paywall-reward code="CINEMA-20" kind="discount" expires="2026-12-31">20% off</paywall-reward>
      </paywall-member-rewards>

      {/* @ts-expect-error: an item id is an attribute's text, not a number */}
      <paywall-gate item-id={40001} />
      {/* @ts-expect-error: a boolean attribute is "true" or "false"; a bare one is never read */}
      <paywall-login no-social />
      {/* @ts-expect-error: a number attribute takes a number or its text */}
      <paywall-countdown time="tomorrow" />
      {/* @ts-expect-error: an attribute the element does not have (attributes are kebab-case) */}
      <paywall-gate itemId="40001" />
      {/* @ts-expect-error: the access detail has no such field */}
      <paywall-gate onpaywall-access={(e) => e.detail.nope} />
      {/* @ts-expect-error: the listener gets the event, whose detail is the select-price detail */}
      <paywall-pricing onpaywall-select-price={(e: CustomEvent<{ price: string }>) => void e.detail.price} />
      {/* the ref is the tag's own element, with its typed properties */}
      <paywall-pricing ref={(el) => {
        // @ts-expect-error: a package id is a string
        if (el) el.packageId = 50001;
      }} />
      {/* @ts-expect-error: a reward needs its code */}
      <paywall-reward title="A reward" />
      {/* @ts-expect-error: not a paywall tag */}
      <paywall-nothing />
    </>
  );
}
