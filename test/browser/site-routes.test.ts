import { expect } from 'chai';
import { waitFor } from '../helpers/dom';
import { readRouteMarker, urlFor, returnUrl, readPaymentReturn, ROUTE_NAMES } from '../../src/site/routes';
import { $config, loadConfig, resetConfig, readConfig } from '../../src/stores/config';
import '../../elements/paywall-config';

describe('route markers', () => {
  afterEach(() => {
    document.body.removeAttribute('data-paywall-route');
    document.body.removeAttribute('data-paywall-content-id');
    document.documentElement.removeAttribute('data-paywall-route');
    document.documentElement.removeAttribute('data-paywall-plan-id');
  });

  it('reads every route of the spec from <body>, with contentId / planId from the second path segment', () => {
    for (const name of ROUTE_NAMES) {
      document.body.setAttribute('data-paywall-route', name);
      const route = readRouteMarker(document, '/things/abc-42/more');
      expect(route?.name).to.equal(name);
      if (name.startsWith('content.')) expect(route?.params).to.deep.equal({ contentId: 'abc-42' });
      else if (name.startsWith('gift-journey.') || name === 'plans.payment_check') expect(route?.params).to.deep.equal({ planId: 'abc-42' });
      else expect(route?.params).to.deep.equal({});
    }
  });

  it('falls back to <html>, takes explicit parameters, and ignores unknown names', () => {
    document.documentElement.setAttribute('data-paywall-route', 'plans.payment_check');
    document.documentElement.setAttribute('data-paywall-plan-id', 'p-9');
    expect(readRouteMarker(document, '/plans/7/check')).to.deep.equal({ name: 'plans.payment_check', params: { planId: 'p-9' } });
    document.body.setAttribute('data-paywall-route', 'content.payment_check');
    document.body.setAttribute('data-paywall-content-id', 'c-1');
    expect(readRouteMarker(document, '/x/y')).to.deep.equal({ name: 'content.payment_check', params: { contentId: 'c-1' } });
    document.body.setAttribute('data-paywall-route', 'content.unknown');
    expect(readRouteMarker(document, '/x/y')).to.equal(null);
  });

  it('builds target URLs from templates and return addresses with ippwat only', () => {
    expect(urlFor('content.payment_success', { contentId: 'a b' })).to.equal('/content/a%20b/payment/success');
    expect(urlFor('gift-journey.payment_failed', { planId: '3' }, { 'gift-journey.payment_failed': '/gifts/{planId}/oops' })).to.equal('/gifts/3/oops');
    const back = returnUrl('subscription', { origin: location.origin, pathname: '/plans/3/pay' });
    expect(back).to.equal(`${location.origin}/plans/3/pay?ippwat=subscription`);
    expect(readPaymentReturn(`${location.origin}/c/1/check?ippwat=ppv&payment_intent=pi_123&payment_intent_client_secret=s`)).to.deep.equal({ kind: 'ppv', paymentIntent: 'pi_123' });
    expect(readPaymentReturn(`${location.origin}/c/1/check?ippwat=other`)).to.equal(null);
  });
});

describe('configuration from the page', () => {
  const added: Element[] = [];
  const errors: string[] = [];
  let original: typeof console.error;
  beforeEach(() => {
    resetConfig();
    errors.length = 0;
    original = console.error;
    console.error = (...args: unknown[]) => void errors.push(args.map(String).join(' '));
  });
  afterEach(() => {
    console.error = original;
    while (added.length) added.pop()!.remove();
    resetConfig();
  });
  const add = <T extends Element>(el: T) => (document.body.append(el), added.push(el), el);

  it('reads data-paywall-* on the script tag, and <paywall-config> wins', async () => {
    const script = document.createElement('script');
    script.type = 'text/plain'; // never runs: only its attributes matter
    script.setAttribute('src', 'https://cdn.example.test/paywall-elements/1.0/paywall-elements.js');
    script.setAttribute('data-paywall-merchant-uuid', '11111111-2222-3333-4444-555555555555');
    script.setAttribute('data-paywall-locale', 'de');
    script.setAttribute('data-paywall-allowed-redirect-origins', 'https://account.shop.test');
    add(script);
    const el = document.createElement('paywall-config');
    el.setAttribute('locale', 'nl');
    el.setAttribute('routes', '{"home": "/start"}');
    add(el);
    await customElements.whenDefined('paywall-config');
    await waitFor(() => $config.get().locale === 'nl', { message: '<paywall-config> read' });
    const c = $config.get();
    expect(c.merchantUuid).to.equal('11111111-2222-3333-4444-555555555555');
    expect(c.locale).to.equal('nl');
    expect(c.routes.home).to.equal('/start');
    expect(c.allowedRedirectOrigins).to.deep.equal(['https://account.shop.test']);
    expect(c.scriptOrigin).to.equal('https://cdn.example.test');
    expect(el.hidden).to.equal(true);
    el.setAttribute('locale', 'fr');
    await waitFor(() => $config.get().locale === 'fr', { message: 'attribute change read' });
    expect(errors).to.deep.equal([]);
  });

  it('takes where the token and card data go from the script tag and the first <paywall-config> only, and fixes it once configured', async () => {
    const first = document.createElement('paywall-config');
    first.setAttribute('merchant-uuid', '11111111-2222-3333-4444-555555555555');
    first.setAttribute('environment', 'sandbox');
    first.setAttribute('api-base', 'http://127.0.0.1:4010');
    add(first);
    const injected = document.createElement('paywall-config');
    injected.setAttribute('api-base', 'https://evil.test');
    injected.setAttribute('card-frame-url', 'https://evil.test/frame/');
    injected.setAttribute('locale', 'nl');
    add(injected);
    await customElements.whenDefined('paywall-config');
    await waitFor(() => $config.get().locale === 'nl', { message: 'both read' });
    expect($config.get().apiBase).to.equal('http://127.0.0.1:4010');
    expect($config.get().cardFrameUrl).to.equal(null);
    await waitFor(() => /A later <paywall-config> sets apiBase, cardFrameUrl; only the library's script tag and the first <paywall-config> may/.test(errors.join('\n')), { message: 'the later declaration reported' });
    // configured: changing the first declaration later cannot move the API either
    first.setAttribute('api-base', 'https://evil.test');
    first.setAttribute('locale', 'de');
    injected.remove();
    await waitFor(() => $config.get().locale === 'de', { message: 'change read' });
    expect($config.get().apiBase).to.equal('http://127.0.0.1:4010');
    await waitFor(() => /stays as first configured/.test(errors.join('\n')), { message: 'the change reported' });
  });

  it('logs one clear console error per invalid attribute, naming it and the fix', async () => {
    const el = document.createElement('paywall-config');
    el.setAttribute('merchant-uuid', '11111111-2222-3333-4444-555555555555');
    el.setAttribute('environment', 'staging');
    el.setAttribute('routes', '{nope');
    el.setAttribute('locale', 'nl');
    add(el);
    loadConfig();
    loadConfig();
    // the texts load with the first problem; a later read (the element's own) adds nothing
    await waitFor(() => errors.length >= 2 && $config.get().locale === 'nl', { message: 'the problems logged' });
    loadConfig();
    await import('../../src/stores/config-messages');
    await new Promise((ok) => requestAnimationFrame(ok));
    expect(errors).to.have.length(2);
    expect(errors[0]).to.match(/^\[paywall-elements\] Invalid environment on <paywall-config>: use one of production, development, daily, sandbox/);
    expect(errors[1]).to.match(/^\[paywall-elements\] Invalid routes on <paywall-config>: write a JSON object/);
  });

  it('keeps the merchant\'s route templates for urlFor and names an unknown route on the console once, a known one never', async () => {
    const el = document.createElement('paywall-config');
    el.setAttribute('merchant-uuid', '11111111-2222-3333-4444-555555555555');
    el.setAttribute('routes', '{"content.payment_success": "/watch/{contentId}/paid", "content.paid": "/x"}');
    add(el);
    await customElements.whenDefined('paywall-config');
    await waitFor(() => /no route is named/.test(errors.join('\n')), { message: 'the unknown route name logged' });
    expect(errors).to.deep.equal(['[paywall-elements] Invalid routes on <paywall-config>: no route is named "content.paid"; see the route table in the site contract.']);
    const { routes } = $config.get();
    expect(urlFor('content.payment_success', { contentId: '7' }, routes)).to.equal('/watch/7/paid');
    expect(urlFor('content.payment_failed', { contentId: '7' }, routes)).to.equal('/content/7/payment/failed');
    // only known names: the check finds nothing to say
    el.setAttribute('routes', '{"home": "/start", "cart.checkout": "/shop/pay"}');
    await waitFor(() => $config.get().routes.home === '/start', { message: 'the new routes read' });
    await import('../../src/stores/config-messages');
    await new Promise((ok) => requestAnimationFrame(ok));
    expect(errors).to.have.length(1);
    expect(urlFor('cart.checkout', {}, $config.get().routes)).to.equal('/shop/pay');
  });

  it('says so when the page configures no merchant uuid', async () => {
    add(document.createElement('paywall-config'));
    const { problems } = readConfig(document);
    expect(problems.map((p) => p.attribute)).to.deep.equal(['merchant-uuid']);
    loadConfig();
    await waitFor(() => /No merchant uuid is configured\. Add merchant-uuid=/.test(errors.join('\n')), { message: 'the missing uuid logged' });
  });
});
