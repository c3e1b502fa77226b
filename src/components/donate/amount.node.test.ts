import { test } from 'node:test';
import assert from 'node:assert/strict';
import { amountProblem, donationMinimum, parseAmount } from './amount';
import { $translations, translator } from '../../i18n/core';
import { donate } from '../../i18n/donate';
import { importTranslation } from '../../i18n/load';

const eur = (n: number) => `€${n.toFixed(2)}`;

test('typed amounts: whole, decimal point or comma, a currency sign; anything else is refused', () => {
  assert.equal(parseAmount('5'), 5);
  assert.equal(parseAmount('7.5'), 7.5);
  assert.equal(parseAmount('7,50'), 7.5);
  assert.equal(parseAmount(' € 12 '), 12);
  assert.equal(parseAmount('EUR 3'), 3);
  for (const bad of ['', '1.234', '-5', '5e3', 'ten', '1,000.00', '12345678']) assert.equal(parseAmount(bad), null, bad);
});

test('the minimum is the currency\'s, or the item\'s own when higher; the item\'s maximum holds', () => {
  assert.equal(donationMinimum('EUR'), 0.5);
  assert.equal(donationMinimum('eur', 1), 1);
  assert.equal(donationMinimum('GBP'), 0.3);
  assert.equal(donationMinimum('XYZ'), 0.5);
  const limits = { min: donationMinimum('EUR', 1), max: 500, format: eur };
  const t = translator(donate, 'en');
  assert.equal(amountProblem('0.75', limits, t), 'The smallest donation is €1.00.');
  assert.equal(amountProblem('501', limits, t), 'The largest donation is €500.00.');
  assert.equal(amountProblem('', limits, t), 'Enter the amount you want to give.');
  assert.equal(amountProblem('abc', limits, t), 'Enter an amount such as 10 or 7.50.');
  assert.equal(amountProblem('25', limits, t), null);
});

test('the problems are said in the page\'s language, with its limits filled in', async () => {
  $translations.set({ ...$translations.get(), 'donate:de': (await importTranslation(donate.file, 'de')).default });
  const limits = { min: 1, max: 500, format: (n: number) => `${n.toFixed(2).replace('.', ',')} €` };
  const t = translator(donate, 'de-DE');
  assert.equal(amountProblem('0,75', limits, t), 'Die kleinste Spende beträgt 1,00 €.');
  assert.equal(amountProblem('', limits, t), 'Geben Sie den Betrag ein, den Sie spenden möchten.');
});
