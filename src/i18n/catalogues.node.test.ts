import { test } from 'node:test';
import assert from 'node:assert/strict';
import { $overrides, $translations, defineMessages, directionOf, formatMessage, LANGUAGES, languageOf, setMessages, translate, type MessageGroup, type Messages } from './core';
import { importTranslation } from './load';
import { common } from './common';
import { login } from './login';
import { checks } from './checks';
import { dialogs } from './dialogs';
import { pricing } from './pricing';
import { checkout } from './checkout';
import { access } from './access';
import { account } from './account';
import { accountLibrary } from './account-library';
import { accountBilling } from './account-billing';
import { accountPayment } from './account-payment';
import { accountSurvey } from './account-survey';
import { rewards } from './rewards';
import { nft } from './nft';
import { cart } from './cart';
import { search } from './search';
import { slider } from './slider';
import { headlines } from './headlines';
import { rail } from './rail';
import { countdown } from './countdown';
import { sections } from './sections';
import { gift } from './gift';
import { donate } from './donate';
import { paymentCheck } from './payment-check';
import { methods } from './methods';
import { bank } from './bank';
import { media } from './media';
import { capture } from './capture';
import { age } from './age';

const GROUPS = [common, login, checks, dialogs, pricing, checkout, access, account, accountLibrary, accountBilling, accountPayment, accountSurvey, rewards, nft, gift, donate, paymentCheck, methods, bank, cart, search, slider, headlines, rail, countdown, sections, media, capture, age] as Array<MessageGroup<Messages>>;
const placeholders = (m: unknown) => new Set([...JSON.stringify(m).matchAll(/\{(\w+)\}/g)].map((x) => x[1]).filter((n) => n !== 'count'));

test('every group is translated into every language, key for key, keeping the placeholders', async () => {
  for (const group of GROUPS) {
    for (const lang of LANGUAGES) {
      const { default: t } = (await importTranslation(group.file, lang)) as { default: Record<string, Messages[string]> };
      assert.deepEqual(Object.keys(t).sort(), Object.keys(group.en).sort(), `${group.name}/${lang}: the keys`);
      for (const [key, english] of Object.entries(group.en as Messages)) {
        const message = t[key]!;
        assert.deepEqual(placeholders(message), placeholders(english), `${group.name}/${lang}: ${key} keeps its placeholders`);
        if (typeof message !== 'string') assert.equal(typeof message.other, 'string', `${group.name}/${lang}: ${key} has "other"`);
      }
    }
  }
});

test('plural forms follow Intl.PluralRules of the locale, and placeholders are filled', () => {
  const seconds = { one: '{count} second', few: '{count} sekundy', many: '{count} sekund', other: '{count} seconds' };
  assert.equal(formatMessage(seconds, { count: 1 }, 'en'), '1 second');
  assert.equal(formatMessage(seconds, { count: 5 }, 'en'), '5 seconds');
  assert.equal(formatMessage(seconds, { count: 3 }, 'pl'), '3 sekundy');
  assert.equal(formatMessage(seconds, { count: 5 }, 'pl'), '5 sekund');
  assert.equal(formatMessage('Buy for {price}, {missing}', { price: '€1' }, 'en'), 'Buy for €1, {missing}');
});

test('a message comes from the config, else setMessages, else the loaded language, else English', () => {
  const group = defineMessages('probe', { hello: 'Hello {name}', bye: 'Bye' });
  assert.equal(translate(group, 'de-DE', 'hello', { name: 'Ana' }), 'Hello Ana');
  $translations.set({ ...$translations.get(), 'probe:de': { hello: 'Hallo {name}' } });
  assert.equal(translate(group, 'de-DE', 'hello', { name: 'Ana' }), 'Hallo Ana');
  assert.equal(translate(group, 'de', 'bye'), 'Bye', 'a missing key falls back to English');
  setMessages({ 'probe.hello': 'Servus {name}', 'probe.bad': 3 as unknown as string });
  assert.equal(translate(group, 'de', 'hello', { name: 'Ana' }), 'Servus Ana');
  assert.equal($overrides.get()['probe.bad'], undefined, 'an entry that is not a message is ignored');
  assert.equal(translate(group, 'de', 'hello', { name: 'Ana' }, { 'probe.hello': 'Grüß dich {name}' }), 'Grüß dich Ana');
  $overrides.set({});
});

test('language and direction of a locale', () => {
  assert.equal(languageOf('pt-BR'), 'pt');
  assert.equal(languageOf('sv_SE'), 'sv');
  assert.equal(directionOf('ar-EG'), 'rtl');
  assert.equal(directionOf('de'), 'ltr');
});
