// The tags in React 19 JSX behave as elements/jsx.ts types them: kebab-case attributes reach the
// element, `class` sets its class, and an `onpaywall-…` prop listens to that event.
import { expect } from 'chai';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import '../../elements/index';
import { shadow, waitFor } from '../helpers/dom';
import type { PaywallErrorDetail } from '../../src/events';

describe('the paywall tags in React 19 JSX', () => {
  let host: HTMLElement;
  let root: Root;
  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    // detached first: the elements unmount their own roots on disconnect, outside this root's commit
    host.remove();
    root.unmount();
  });

  it('passes attributes and class to the element', async () => {
    flushSync(() => root.render(<paywall-countdown time={1000000000} now="1000000500" ended-text="We are live" class="hero" />));
    const el = host.querySelector('paywall-countdown')!;
    expect(el.classList.contains('hero')).to.equal(true);
    const ended = await waitFor(() => shadow(el).querySelector('[part~="ended"]'));
    expect(ended.textContent).to.equal('We are live');
  });

  it('adds an onpaywall-… prop as a listener of that event, with its detail', async () => {
    const errors: PaywallErrorDetail[] = [];
    flushSync(() => root.render(<paywall-countdown onpaywall-error={(e) => errors.push(e.detail)} />));
    await waitFor(() => errors.length > 0, { message: 'paywall-error for the missing time' });
    expect(errors[0].code).to.equal('invalid_time');
  });
});
