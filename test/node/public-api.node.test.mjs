// The public surface of each package entry is deliberate: the built entries export exactly the
// names listed here (values from the ES modules, types from the declarations), every one of them
// has JSDoc, and docs/api.md describes each. Adding or removing an export means changing this list
// and the docs with it. Internals that tests need are gathered in test/helpers/library-internals.ts, outside src/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

const root = new URL('../../', import.meta.url).pathname;
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const built = existsSync(join(root, 'dist/esm/index.js')) && existsSync(join(root, 'dist/types/src/index.d.ts'));
const skip = !built && 'run npm run build first';

const EVENT_TYPES = [
  'PaywallEventMap', 'PaywallEventName', 'AccessEventDetail', 'FavoriteEventDetail', 'DonationEventDetail', 'GiftEventDetail',
  'GiftRedeemed', 'LoginEventDetail', 'LoginAccount', 'LogoutEventDetail', 'MediaEventDetail', 'CaptureEventDetail', 'RewardCopiedDetail', 'CopyMethod', 'NftReservedDetail',
  'PaymentCheckDetail', 'PurchaseEventDetail', 'SelectPriceDetail', 'PaywallErrorDetail', 'ExitSurveyEventDetail',
  'ExitSurveyOpenDetail', 'SurveyTrigger', 'NavigateEventDetail', 'NavigateReason', 'ProductAdded', 'ProgressEventDetail',
  'ToastEventDetail', 'CountdownEndDetail', 'LoadMoreDetail', 'SlideChangeDetail',
];

const ELEMENTS_ENTRY = {
  values: [
    '$purchase', '$toasts', 'PAYWALL_EVENTS', 'VERSION', 'chooseAccessFee', 'clearToasts', 'closePurchase', 'dismissToast',
    'pushToast', 'registeredVersion', 'setMessages', 'startPurchase',
  ],
  types: [...EVENT_TYPES, 'Message', 'PaywallElementsJSX', 'PluralMessage', 'PurchaseState', 'Toast', 'ToastInput', 'ToastKind'],
};

/** entry -> its module file, its declaration file, and the names it exports */
const ENTRIES = {
  '.': {
    values: [
      // React components
      'Account', 'CartButton', 'Channel', 'Checkout', 'Countdown', 'Dialogs', 'Donate', 'Gate', 'Gift', 'Headlines', 'Login',
      'MemberRewards', 'NftGallery', 'PaymentCheck', 'Pricing', 'Rail', 'Search', 'SectionLinks', 'Slider', 'Toasts',
      // configuration and the page's client
      '$config', 'setConfig', 'loadConfig', 'currentConfig', 'getClient', 'setClient', 'setMessages',
      // shared state and actions
      '$session', 'refreshSession', 'signIn', 'signUp', 'signOut',
      '$purchase', 'startPurchase', 'chooseAccessFee', 'closePurchase',
      '$toasts', 'pushToast', 'dismissToast', 'clearToasts',
      '$paymentEvents', 'onPaymentEvent', 'startPaymentReactions', 'setNavigator',
      // merchant-site calls
      'addToCart', 'fetchProviderToken', 'createSearch',
      'PAYWALL_EVENTS', 'VERSION',
    ],
    types: [
      'AccountProps', 'AccountSection', 'CartButtonProps', 'ChannelProps', 'CheckoutProps', 'CountdownProps', 'DialogsProps',
      'DonateProps', 'GateProps', 'GiftProps', 'HeadlinesProps', 'LoginProps', 'LoginMode', 'MemberRewardsProps',
      'NftGalleryProps', 'PaymentCheckProps', 'PricingProps', 'RailProps', 'RailKind', 'SearchProps', 'SectionLinksProps',
      'SliderProps', 'ToastsProps',
      'PaywallConfig', 'ConfigInput', 'Environment', 'Message', 'PluralMessage', 'SiteEndpoints', 'RouteName', 'TemplateName', 'RouteParams',
      'SessionState', 'SessionAccount', 'PurchaseState', 'Toast', 'ToastInput', 'ToastKind',
      'PaymentEvent', 'PaymentEventType', 'PaymentEventResource', 'Navigator',
      'AddToCartOptions', 'CartProduct', 'CartResult', 'ProviderToken', 'SearchQuery', 'SearchItem', 'SearchResults',
      'SearchState', 'SiteSearch',
      ...EVENT_TYPES,
    ],
  },
  './client': {
    values: ['ENVIRONMENTS', 'EXPIRY_MARGIN_S', 'MESSAGES', 'PaywallError', 'createClient', 'isFresh', 'isTokenRecord', 'newIdempotencyKey', 'resolveEnvironment'],
    types: [
      'ClientOptions', 'PaywallClient', 'PaywallErrorInit', 'CallOptions', 'MoneyOptions', 'Environment', 'EnvironmentConfig',
      'Session', 'TokenRecord', 'StorageLike', 'StorageOption', 'NotificationHandlers', 'Notifications',
      'SignInInput', 'SignUpInput', 'AccountsResource', 'AssetsResource', 'CardChargeInput', 'CardInput', 'DonationInput',
      'PaymentInput', 'PaymentsResource', 'V2PaymentInput', 'WalletPaymentInput', 'SubscriptionInput', 'SubscriptionsResource',
      'VouchersResource', 'BrandingResource', 'NftsResource',
      // the platform's wire types (src/client/types.ts, exported whole)
      'Extra', 'TokenResponse', 'Account', 'RegisterField', 'SocialUrls', 'Profile', 'Favorite', 'WatchHistoryItem', 'CursorList',
      'RestrictionSettings', 'Ack', 'AccessFee', 'Asset', 'ItemAccess', 'PurchaseHistory', 'AccessCodeEntry', 'AccessCodeRecord',
      'AccessCodeSession', 'DonationOptions', 'SignedUrl', 'SiteList', 'SitePlan', 'SitePrice', 'PaymentMethod', 'PaymentResult', 'Transaction', 'TransactionHistory',
      'StoredCard', 'DefaultCard', 'SetDefaultCardResult', 'FeatureFlag', 'DirectDebitMandate', 'ExternalPaymentParams',
      'Subscription', 'SubscriptionList', 'Discount', 'Branding', 'Nft', 'NftReservation', 'NftList', 'Marketplace',
      'ExchangeRate', 'IotCredentials', 'NotificationMessage',
    ],
  },
  './elements': ELEMENTS_ENTRY,
  './ssr': {
    values: ['loadLocale', 'renderElement'],
    types: ['ServerRenderedTag', 'ServerRenderOptions', 'ServerRender'],
  },
  './cdn': ELEMENTS_ENTRY,
};

const sorted = (list) => [...list].sort();

test('package.json exports exactly the five module entries, a stylesheet and itself (no internal entry)', () => {
  assert.deepEqual(Object.keys(pkg.exports), ['.', './client', './elements', './ssr', './cdn', './style.css', './package.json']);
  assert.ok(!JSON.stringify(pkg.exports).includes('internal'));
  for (const entry of Object.keys(ENTRIES)) assert.ok(pkg.exports[entry].import && pkg.exports[entry].types, `${entry} has import and types`);
});

for (const [entry, expected] of Object.entries(ENTRIES)) {
  test(`${entry}: the built module exports exactly the listed values`, { skip }, async () => {
    const mod = await import(join(root, pkg.exports[entry].import));
    assert.deepEqual(sorted(Object.keys(mod)), sorted(expected.values));
  });
}

/** The exports of a declaration file: name -> { value, documented }. */
function declaredExports(file) {
  const program = ts.createProgram([file], { skipLibCheck: true, noEmit: true, jsx: ts.JsxEmit.ReactJSX, types: [] });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(file);
  const out = new Map();
  for (const symbol of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const documented = ts.displayPartsToString(target.getDocumentationComment(checker)).trim().length > 0;
    out.set(symbol.name, { value: (target.flags & ts.SymbolFlags.Value) !== 0, documented });
  }
  return out;
}

for (const [entry, expected] of Object.entries(ENTRIES)) {
  test(`${entry}: the declarations export the listed values and types, each with JSDoc`, { skip }, () => {
    const exports = declaredExports(join(root, pkg.exports[entry].types));
    const values = [...exports].filter(([, e]) => e.value).map(([name]) => name);
    assert.deepEqual(sorted(values), sorted(expected.values), 'values in the declarations');
    const types = [...exports].filter(([, e]) => !e.value).map(([name]) => name);
    assert.deepEqual(sorted(types), sorted(expected.types), 'type-only exports');
    const undocumented = [...exports].filter(([, e]) => !e.documented).map(([name]) => name);
    assert.deepEqual(undocumented, [], 'exports without JSDoc');
  });
}

test('docs/api.md names every export of every entry', () => {
  const doc = readFileSync(join(root, 'docs/api.md'), 'utf8');
  for (const [entry, expected] of Object.entries(ENTRIES)) {
    const heading = `## \`paywall-elements${entry === '.' ? '' : entry.slice(1)}\``;
    const at = doc.indexOf(heading);
    assert.ok(at >= 0, `docs/api.md has a section ${heading}`);
    const next = doc.indexOf('\n## ', at + heading.length);
    const section = doc.slice(at, next < 0 ? undefined : next);
    const names = entry === './cdn' ? [] : [...expected.values, ...expected.types];
    for (const name of names) assert.ok(section.includes(`\`${name}\``) || section.includes(`\`${name}(`), `docs/api.md (${entry}) names ${name}`);
  }
});

test('the internals the issue names stay out of every public entry', { skip }, async () => {
  const internals = ['resetConfig', 'receivePaymentEvent', 'openBankFrame', 'beginAttempt', 'endAttempt', 'recordFailedAttempt', 'defineElement', 'navigateTo', 'openDialog'];
  for (const entry of Object.keys(ENTRIES)) {
    const mod = await import(join(root, pkg.exports[entry].import));
    for (const name of internals) assert.ok(!(name in mod), `${entry} exports ${name}`);
  }
});
