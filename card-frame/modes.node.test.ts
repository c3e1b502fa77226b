import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compactIban, formatIban, ibanChecksum, ibanProblem } from './iban';
import { mandateSummary, parseMandateFrameMessage, parseMandateParentMessage } from '../src/internal/mandate-protocol';
import { parseDonationParentMessage } from '../src/internal/donation-protocol';
import { parseCardUpdateParentMessage } from '../src/internal/card-update-protocol';

test('IBANs pass on the country length and the mod-97 checksum; a changed character fails', () => {
  for (const iban of ['DE89370400440532013000', 'NL91ABNA0417164300', 'GB82 WEST 1234 5698 7654 32', 'fr14 2004 1010 0505 0001 3m02 606', 'BE68539007547034']) {
    assert.equal(ibanProblem(iban), null, iban);
  }
  assert.equal(ibanChecksum('DE89370400440532013001'), false);
  assert.match(String(ibanProblem('DE89370400440532013001')), /not valid/);
  assert.match(String(ibanProblem('NL91ABNA041716430')), /NL has 18 characters/);
  assert.match(String(ibanProblem('US12345678901234')), /SEPA country/);
  assert.equal(ibanProblem(''), 'Enter your IBAN.');
  assert.equal(compactIban(' nl91 abna-0417 164300 '), 'NL91ABNA0417164300');
  assert.equal(formatIban('NL91ABNA0417164300'), 'NL91 ABNA 0417 1643 00');
});

test('the mandate page accepts only its own well-formed messages', () => {
  assert.deepEqual(parseMandateParentMessage({ type: 'mandate-submit', requestId: 'r1', token: 't' }), { type: 'mandate-submit', requestId: 'r1', token: 't' });
  assert.equal(parseMandateParentMessage({ type: 'mandate-submit', requestId: '' }), null);
  assert.ok(parseMandateParentMessage({ type: 'mandate-init', apiBase: 'https://services.inplayer.com', token: '', theme: { '--paywall-radius': '4px' } }));
  assert.equal(parseMandateParentMessage({ type: 'mandate-init', apiBase: 'x', token: '', theme: { color: 'red' } }), null, 'only --paywall-* theme values');
  // the field checks in the page's language, by the page's own keys only
  const init = { type: 'mandate-init', apiBase: 'x', token: '' };
  assert.ok(parseMandateParentMessage({ ...init, errors: { ibanInvalid: 'Diese IBAN ist ungültig: Bitte prüfen Sie sie.' } }));
  assert.equal(parseMandateParentMessage({ ...init, errors: { toString: 'x' } }), null, 'no inherited keys');
  assert.equal(parseMandateParentMessage({ ...init, errors: { iban: 'x' } }), null, 'keys are the checks, not the fields');
  assert.equal(parseMandateParentMessage({ ...init, errors: { name: 'x'.repeat(201) } }), null);
  assert.equal(parseMandateParentMessage({ type: 'submit', attemptId: 'a' }), null, 'a card message is not a mandate message');
  assert.deepEqual(parseMandateParentMessage({ type: 'clear' }), { type: 'clear' });
});

test('the parent accepts the mandate page\'s state and result, and the shared frame messages, and nothing that could carry an IBAN', () => {
  assert.ok(parseMandateFrameMessage({ type: 'mandate-state', complete: true, valid: false, errors: { iban: 'This IBAN is not valid: please check it.' } }));
  assert.equal(parseMandateFrameMessage({ type: 'mandate-state', complete: true, valid: false, errors: { number: 'x' } }), null);
  const ok = { type: 'mandate-result', requestId: 'r1', ok: true, status: 200, body: { mandate: { last4: '3000', country: 'DE' } } };
  assert.deepEqual(parseMandateFrameMessage(ok), ok);
  assert.equal(parseMandateFrameMessage({ ...ok, body: { mandate: { last4: 'DE89370400440532013000', country: 'DE' } } }), null, 'no more than four characters');
  assert.deepEqual(parseMandateFrameMessage({ type: 'resize', height: 120 }), { type: 'resize', height: 120 });
  assert.equal(parseMandateFrameMessage({ type: 'result', attemptId: 'a', ok: true, status: 200, body: {}, last4: '4242', brand: 'visa' }), null, 'a card result is not a mandate result');
  assert.deepEqual(mandateSummary({ mandate: { last4: '3000', country: 'de', fingerprint: 'x' } }), { last4: '3000', country: 'DE' });
  assert.equal(mandateSummary({}), undefined);
});

test('the donation page takes the card page\'s init, clear and focus, and its own submit with well-formed donation fields only', () => {
  const fields = { currency_iso: 'EUR', amount: '7.50', item_id: '40003', payment_method: '1', referrer: 'https://shop.test/', return_url: 'https://shop.test/?ippwat=ppv' };
  const submit = { type: 'donation-submit', attemptId: 'a1', idempotencyKey: 'k1', token: 't', fields };
  assert.deepEqual(parseDonationParentMessage(submit), submit);
  assert.ok(parseDonationParentMessage({ type: 'init', apiBase: 'https://services.inplayer.com', token: '', mode: 'payment' }));
  assert.deepEqual(parseDonationParentMessage({ type: 'focus' }), { type: 'focus' });
  assert.equal(parseDonationParentMessage({ type: 'submit', attemptId: 'a', idempotencyKey: 'k', fields: {} }), null, 'no card-page purchase from the donation page');
  assert.equal(parseDonationParentMessage({ ...submit, fields: { ...fields, amount: '-1' } }), null);
  assert.equal(parseDonationParentMessage({ ...submit, fields: { ...fields, amount: '1e9' } }), null);
  assert.equal(parseDonationParentMessage({ ...submit, fields: { ...fields, currency_iso: 'euro' } }), null);
  assert.equal(parseDonationParentMessage({ ...submit, fields: { ...fields, number: '4242424242424242' } }), null, 'no card field from the parent');
  const { item_id: _omit, ...noItem } = fields;
  assert.equal(parseDonationParentMessage({ ...submit, fields: noItem }), null, 'the item is required');
  assert.equal(parseDonationParentMessage({ ...submit, attemptId: '' }), null);
});

test('the card-update page takes the card page\'s init, clear and focus, and its own submit with a currency only', () => {
  const submit = { type: 'card-update-submit', attemptId: 'a1', idempotencyKey: 'k1', token: 't', fields: { currency_iso: 'EUR' } };
  assert.deepEqual(parseCardUpdateParentMessage(submit), submit);
  assert.ok(parseCardUpdateParentMessage({ type: 'init', apiBase: 'https://services.inplayer.com', token: '', mode: 'payment' }));
  assert.deepEqual(parseCardUpdateParentMessage({ type: 'clear' }), { type: 'clear' });
  assert.equal(parseCardUpdateParentMessage({ type: 'submit', attemptId: 'a', idempotencyKey: 'k', fields: {} }), null, 'no purchase from the card-update page');
  assert.equal(parseCardUpdateParentMessage({ type: 'donation-submit', attemptId: 'a', idempotencyKey: 'k', fields: {} }), null);
  assert.equal(parseCardUpdateParentMessage({ ...submit, fields: { currency_iso: 'eur' } }), null);
  assert.equal(parseCardUpdateParentMessage({ ...submit, fields: { currency_iso: 'EUR', number: '4242424242424242' } }), null, 'no card field from the parent');
  assert.equal(parseCardUpdateParentMessage({ ...submit, idempotencyKey: '' }), null);
});
