// Every client call once in Chromium against the test run's sandbox: real fetch, CORS preflights,
// FormData and form bodies as the browser sends them. Wire details are checked in *.node.test.ts.
import { expect } from 'chai';
import { createClient, type PaywallClient } from './index';
import { FUTURE_YEAR } from '../../test/helpers/card-dates';

type Info = { apiBase: string; merchantUuid: string; clientId: string; ssoURL: string };

describe('every client call in the browser', function () {
  this.timeout(20000);
  let info: Info;
  let c: PaywallClient;
  let anon: PaywallClient;
  const password = 'calls-pass-1';
  const email = `calls-${Math.random().toString(36).slice(2)}@example.com`;
  const card = { number: '4242424242424242', cardName: 'C', expMonth: 12, expYear: FUTURE_YEAR, cvv: '123' };
  const returnUrl = () => `${location.origin}/return`;
  const state: Record<string, unknown> = {};

  before(async () => {
    info = await (await fetch('/__sandbox__/info')).json();
    localStorage.clear();
    c = createClient({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId });
    anon = createClient({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, storage: 'memory' });
  });

  const steps: Array<[string, () => Promise<unknown>]> = [
    ['accounts.signUp', () => c.accounts.signUp({ fullName: 'Calls', email, password, passwordConfirmation: password })],
    ['accounts.signUpV2', () => anon.accounts.signUpV2({ fullName: 'V2', email: `v2-${email}`, password, passwordConfirmation: password })],
    ['accounts.signIn', () => c.accounts.signIn({ email, password })],
    ['accounts.signInV2', () => anon.accounts.signInV2({ email: `v2-${email}`, password })],
    ['accounts.refreshToken', () => c.accounts.refreshToken()],
    ['accounts.getAccount', async () => (state.uuid = (await c.accounts.getAccount()).uuid)],
    ['accounts.updateAccount', () => c.accounts.updateAccount({ fullName: 'Calls 2', dateOfBirth: '1990-01-01' })],
    ['accounts.changePassword', () => c.accounts.changePassword({ oldPassword: password, password, passwordConfirmation: password })],
    ['accounts.requestNewPassword', () => anon.accounts.requestNewPassword({ email })],
    ['accounts.setNewPassword', async () => {
      const mail = await (await fetch(`${info.apiBase}/sandbox/mailbox?to=${encodeURIComponent(email)}&format=json`)).json();
      return anon.accounts.setNewPassword({ password, passwordConfirmation: password }, mail.collection[0].code);
    }],
    ['accounts.getSocialLoginUrls', () => anon.accounts.getSocialLoginUrls('s1')],
    ['accounts.getRegisterFields', () => anon.accounts.getRegisterFields()],
    ['accounts.loadMerchantRestrictionSettings', () => anon.accounts.loadMerchantRestrictionSettings()],
    ['accounts.requestDataCaptureNoAuthAccess', () => anon.accounts.requestDataCaptureNoAuthAccess({ email, fullName: 'C', company: 'ACME' })],
    ['accounts.reportSSOtoken', async () => {
      // only to the configured single sign-on domain, with a token the platform honours
      const sso = createClient({ baseURL: info.apiBase, merchantUuid: info.merchantUuid, clientId: info.clientId, storage: 'memory', ssoDomain: info.ssoURL });
      return sso.accounts.reportSSOtoken(info.ssoURL, (await c.session.get())!.token);
    }],
    ['accounts.sendPinCode', () => c.accounts.sendPinCode()],
    ['accounts.validatePinCode', async () => {
      const mail = await (await fetch(`${info.apiBase}/sandbox/mailbox?to=${encodeURIComponent(email)}&format=json`)).json();
      return c.accounts.validatePinCode(mail.collection.find((m: { subject: string }) => m.subject === 'Your PIN code').code);
    }],
    ['accounts.syncWithExternalAccount', () => c.accounts.syncWithExternalAccount('jw', 40001)],
    ['accounts.updateExternalAccount', () => c.accounts.updateExternalAccount('jw', { a: 1 })],
    ['accounts.addToFavorites', () => c.accounts.addToFavorites('m1')],
    ['accounts.getFavorites', () => c.accounts.getFavorites()],
    ['accounts.getFavorite', () => c.accounts.getFavorite('m1')],
    ['accounts.deleteFromFavorites', () => c.accounts.deleteFromFavorites('m1')],
    ['accounts.updateWatchHistory', () => c.accounts.updateWatchHistory('m2', 0.5)],
    ['accounts.getWatchHistory', () => c.accounts.getWatchHistory()],
    ['accounts.getWatchHistoryForItem', () => c.accounts.getWatchHistoryForItem('m2')],
    ['accounts.deleteWatchHistoryForItem', () => c.accounts.deleteWatchHistoryForItem('m2')],
    ['accounts.createProfile', async () => (state.profile = (await c.accounts.createProfile({ name: 'P', adult: false })).id)],
    ['accounts.getProfiles', () => c.accounts.getProfiles()],
    ['accounts.getProfileDetails', () => c.accounts.getProfileDetails(state.profile as string)],
    ['accounts.updateProfile', () => c.accounts.updateProfile(state.profile as string, { name: 'P2' })],
    ['accounts.enterProfile', () => c.accounts.enterProfile(state.profile as string)],
    ['accounts.deleteProfile', () => c.accounts.deleteProfile(state.profile as string)],
    ['accounts.exportData', () => c.accounts.exportData({ password })],
    ['assets.getAsset', () => anon.assets.getAsset(40001)],
    ['assets.getExternalAsset', () => anon.assets.getExternalAsset('jw', 'sandbox-jw-2')],
    ['assets.getPackage', () => anon.assets.getPackage(50002)],
    ['assets.getAssetsInPackage', () => anon.assets.getAssetsInPackage(50002)],
    ['assets.getAssetAccessFees', () => anon.assets.getAssetAccessFees(40006)],
    ['payments.getPaymentMethods', () => c.payments.getPaymentMethods()],
    ['payments.createPayment', () => c.payments.createPayment({ ...card, accessFee: 60006, paymentMethod: 1, returnUrl: returnUrl() })],
    ['assets.checkAccessForAsset', () => c.assets.checkAccessForAsset(40006)],
    ['assets.isFreeTrialUsed', () => c.assets.isFreeTrialUsed(50001)],
    ['assets.getCloudfrontURL', () => c.assets.getCloudfrontURL(40006, 'https://cdn.example.com/v.m3u8')],
    ['assets.getSignedMediaToken', () => c.assets.getSignedMediaToken('app', 'media')],
    ['assets.getPurchaseHistory', () => c.assets.getPurchaseHistory()],
    // (a code no other browser test enters: the browser's fingerprint is the same in every page, and
    // a code session is one per fingerprint, which another file's test could sign off meanwhile)
    ['assets.requestCodeAccess', () => anon.assets.requestCodeAccess({ itemId: 40014, code: 'FESTIVAL-2026' })],
    ['assets.getAccessCode', async () => (state.code = await anon.assets.getAccessCode(40014))],
    ['assets.getAccessCodeSessions', () => anon.assets.getAccessCodeSessions((state.code as { code_id: number }).code_id)],
    ['assets.terminateSession', () => anon.assets.terminateSession(40014)],
    ['assets.getDonationOptions', () => c.assets.getDonationOptions(40004)],
    ['payments.createDonationPayment', async () =>
      (state.donation = await c.payments.createDonationPayment({ ...card, number: '4000000000003220', paymentMethod: 1, currency: 'EUR', amount: 10, assetId: 40004, donationId: 400041, returnUrl: returnUrl() }))],
    ['payments.confirmDonationPayment', async () => {
      const pi = (state.donation as { pi_id: string }).pi_id;
      await fetch(`${info.apiBase}/sandbox/bank/3ds/${pi}?format=json`, { method: 'POST', body: new URLSearchParams({ outcome: 'approve' }) });
      return c.payments.confirmDonationPayment({ paymentIntentId: pi, paymentMethod: 1, donationId: 400041 });
    }],
    ['payments.confirmPayment', async () => {
      const r = await c.payments.createPayment({ ...card, number: '4000000000003220', accessFee: 60007, paymentMethod: 1, returnUrl: returnUrl() });
      await fetch(`${info.apiBase}/sandbox/bank/3ds/${r.pi_id}?format=json`, { method: 'POST', body: new URLSearchParams({ outcome: 'approve' }) });
      return c.payments.confirmPayment(r.pi_id as string);
    }],
    ['payments.idealPayment', () => c.payments.idealPayment({ accessFeeId: 60008, bank: 'ing', returnUrl: returnUrl() })],
    ['payments.googlePayPayment', () => c.payments.googlePayPayment({ accessFeeId: 60009 })],
    ['payments.applePayPayment', () => c.payments.applePayPayment({ accessFeeId: 60010 })],
    ['payments.createDirectDebitMandate', () => c.payments.createDirectDebitMandate({ name: 'C', iban: 'DE89370400440532013000' })],
    ['payments.getDirectDebitMandate', () => c.payments.getDirectDebitMandate()],
    ['payments.directDebitCharge', () => c.payments.directDebitCharge({ accessFeeId: 60011, assetId: 40011 })],
    ['payments.getPayPalParams', () => c.payments.getPayPalParams({ origin: location.origin, accessFeeId: 60012, paymentMethod: 2 })],
    ['payments.validateReceipt', () => c.payments.validateReceipt({ platform: 'roku', receipt: 'r1', itemId: 40012, accessFeeId: 60012 })],
    ['payments.setDefaultCreditCard', () => c.payments.setDefaultCreditCard({ cardNumber: card.number, cardName: 'C', cvc: '123', expMonth: 1, expYear: FUTURE_YEAR, currency: 'EUR' })],
    ['payments.getDefaultCreditCard', () => c.payments.getDefaultCreditCard()],
    ['payments.getTransactions', () => c.payments.getTransactions()],
    ['payments.getPaymentHistory', async () => (state.trx = (await c.payments.getPaymentHistory()).collection[0].transaction_token)],
    ['payments.getBillingReceipt', async () => {
      const pdf = await c.payments.getBillingReceipt(state.trx as string);
      expect(pdf).to.be.instanceOf(Blob);
      expect(await pdf.text()).to.match(/^%PDF-/);
    }],
    ['accounts.getFeatureFlags', () => c.accounts.getFeatureFlags()],
    ['subscriptions.createSubscription', () => c.subscriptions.createSubscription({ ...card, accessFee: 61004, paymentMethod: 1, returnUrl: returnUrl() })],
    ['subscriptions.getSubscriptions', async () => (state.sub = (await c.subscriptions.getSubscriptions()).collection[0])],
    ['subscriptions.getSubscription', () => c.subscriptions.getSubscription((state.sub as { subscription_id: string }).subscription_id)],
    ['subscriptions.changeSubscriptionPlan', () =>
      c.subscriptions.changeSubscriptionPlan({ accessFeeId: 61004, inplayerToken: (state.sub as { subscription_id: string }).subscription_id }).catch((e) => {
        if (!(e.status >= 400 && e.status < 500)) throw e;
      })],
    ['subscriptions.idealSubscribe', () => c.subscriptions.idealSubscribe({ accessFeeId: 61001, bank: 'ing', returnUrl: returnUrl() })],
    ['subscriptions.directDebitSubscribe', () => c.subscriptions.directDebitSubscribe({ accessFeeId: 61002, assetId: 50001 })],
    ['subscriptions.cancelSubscription', () => c.subscriptions.cancelSubscription((state.sub as { unsubscribe_url: string }).unsubscribe_url)],
    ['vouchers.getDiscount', () => c.vouchers.getDiscount({ voucherCode: 'FIVEOFF', accessFeeId: 60021 })],
    ['branding.getBranding', () => anon.branding.getBranding('dark')],
    ['nfts.getMerchantMarketplace', () => anon.nfts.getMerchantMarketplace()],
    ['nfts.getMerchantNFTList', () => anon.nfts.getMerchantNFTList()],
    ['nfts.getMerchantNFT', () => anon.nfts.getMerchantNFT(70001)],
    ['nfts.getExchangeRates', () => anon.nfts.getExchangeRates('EUR', true)],
    ['nfts.makeReservation', () => c.nfts.makeReservation(70002)],
    ['nfts.getUserBoughtNFTs', () => c.nfts.getUserBoughtNFTs()],
    ['notifications.getCredentials', () => c.notifications.getCredentials()],
    ['accounts.signOut', async () => {
      await c.accounts.signOut();
      expect(localStorage.getItem('inplayer_token')).to.equal(null);
    }],
    ['accounts.deleteAccount', async () => {
      await anon.accounts.deleteAccount({ password });
      expect(await anon.session.get()).to.equal(null);
    }],
  ];

  for (const [name, run] of steps) {
    it(name, async () => {
      const r = await run();
      if (r !== undefined) expect(r).to.not.equal(null);
    });
  }
});
