// Type tests of the public event typings: they compile (npm test typechecks them), and every
// `@ts-expect-error` line must be an error, or the compile fails.
import type { PaywallEventMap } from '../../src/index';
import '../../elements/index';

document.addEventListener('paywall-access', (e) => {
  const granted: boolean = e.detail.granted;
  const item: string = e.detail.itemId;
  void [granted, item];
});
// @ts-expect-error: granted is a boolean, not a string
document.addEventListener('paywall-access', (e) => { const g: string = e.detail.granted; void g; });

const pricing = document.querySelector('paywall-pricing')!;
pricing.addEventListener('paywall-select-price', (e) => {
  if (e.detail.kind === 'subscription') e.preventDefault();
  void e.detail.accessFeeId.toUpperCase();
});
// @ts-expect-error: a purchase detail has no such field
pricing.addEventListener('paywall-purchase', (e) => e.detail.nope);

window.addEventListener('paywall-error', (e) => void e.detail.code.toUpperCase());
document.addEventListener('paywall-navigate', (e) => {
  // @ts-expect-error: the reason is one of the library's, never an arbitrary number
  const r: number = e.detail.reason;
  void r;
});
document.dispatchEvent(new CustomEvent('paywall-toast', { detail: { message: 'Saved' } }));

// the map is usable by name, e.g. for analytics hooks
const detailOf = <K extends keyof PaywallEventMap>(e: PaywallEventMap[K]) => e.detail;
void detailOf<'paywall-login'>(new CustomEvent('paywall-login', { detail: { method: 'sign-in', account: null } }));
// @ts-expect-error: not a paywall event
void detailOf<'paywall-nothing'>(new CustomEvent('x'));

// custom element props are typed through the tag map
const gate = document.createElement('paywall-gate');
gate.itemId = '40001';
// @ts-expect-error: item ids are strings
gate.itemId = 40001;

// events that were typed on single elements only are on every target now, with their detail
document.addEventListener('paywall-favorite', (e) => void (e.detail.favorite satisfies boolean));
window.addEventListener('paywall-exit-survey', (e) => {
  if (e.detail.trigger === 'cancel') e.preventDefault();
  // @ts-expect-error: the trigger is one of 'event' | 'erase' | 'cancel'
  const t: 'unsubscribe' = e.detail.trigger;
  void t;
});
document.addEventListener('paywall-progress', (e) => {
  // @ts-expect-error: progress is a number from 0 to 1
  const p: string = e.detail.progress;
  void p;
});
document.addEventListener('paywall-exit-survey-open', (e) => void e.detail.reasons?.join('|'));
