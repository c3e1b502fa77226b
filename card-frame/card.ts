/**
 * Card-number, expiry, security-code and name checks of the card frame. Pure functions: they run
 * inside the frame only (and in unit tests); nothing here stores or sends a value.
 */
import type { CardBrand, CardField } from '../src/internal/card-protocol';

/** Digits of a value, everything else dropped. */
export const digits = (v: string): string => v.replace(/\D+/g, '');

/** True when a digit string passes the Luhn checksum. */
export function luhn(number: string): boolean {
  if (!/^\d+$/.test(number)) return false;
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = number.charCodeAt(number.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** The brand a card number's prefix indicates. */
export function brandOf(number: string): CardBrand {
  const n = digits(number);
  if (/^4/.test(n)) return 'visa';
  if (/^3[47]/.test(n)) return 'amex';
  if (/^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/.test(n)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(n)) return 'discover';
  return 'unknown';
}

/** The lengths a brand's numbers have. */
function lengthsOf(brand: CardBrand): number[] {
  if (brand === 'amex') return [15];
  if (brand === 'visa') return [13, 16, 19];
  if (brand === 'mastercard') return [16];
  return [16, 17, 18, 19];
}

/** The security code length of a brand. */
export const cvcLength = (brand: CardBrand): number => (brand === 'amex' ? 4 : 3);

/** Formats a number as typed: groups of four (4-6-5 for amex), at most 19 digits. */
export function formatNumber(value: string): string {
  const n = digits(value).slice(0, 19);
  if (brandOf(n) === 'amex') return [n.slice(0, 4), n.slice(4, 10), n.slice(10, 15)].filter(Boolean).join(' ');
  return n.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Formats an expiry as typed: `MM/YY`; a single leading digit above 1 becomes `0d/`. */
export function formatExpiry(value: string, deleting = false): string {
  let d = digits(value).slice(0, 4);
  if (d.length === 1 && d > '1') d = `0${d}`;
  if (d.length >= 3) return `${d.slice(0, 2)}/${d.slice(2)}`;
  if (d.length === 2 && !deleting) return `${d}/`;
  return d;
}

/** Month and four-digit year of an `MM/YY` (or `MM/YYYY`) value, or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** The card as the viewer typed it. */
export interface CardInput {
  number: string;
  name: string;
  expiry: string;
  cvc: string;
}

/** What the checks found. */
export interface CardCheck {
  brand: CardBrand;
  /** Every field has something of plausible length. */
  complete: boolean;
  /** Every field passes. */
  valid: boolean;
  /** One message per failing field. */
  errors: Partial<Record<CardField, string>>;
}

/** Messages the frame shows (and the parent may repeat); they never contain the values. */
export const CARD_ERRORS: Readonly<Record<CardField, string>> = Object.freeze({
  number: 'Enter a valid card number.',
  name: 'Enter the name on the card.',
  expiry: 'Enter a valid expiry date in the future.',
  cvc: 'Enter the 3 or 4 digit security code.',
});

/** Checks every field; `now` decides whether the expiry is in the future (the card is valid through its month). */
export function checkCard(input: CardInput, now = new Date()): CardCheck {
  const number = digits(input.number);
  const brand = brandOf(number);
  const cvc = digits(input.cvc);
  const name = input.name.trim();
  const errors: CardCheck['errors'] = {};
  if (!lengthsOf(brand).includes(number.length) || !luhn(number)) errors.number = CARD_ERRORS.number;
  if (name.length < 2 || name.length > 100 || /\d{4,}/.test(name)) errors.name = CARD_ERRORS.name;
  const exp = parseExpiry(input.expiry);
  const thisMonth = now.getFullYear() * 12 + now.getMonth();
  if (!exp || exp.year * 12 + (exp.month - 1) < thisMonth || exp.year > now.getFullYear() + 25) errors.expiry = CARD_ERRORS.expiry;
  if (!/^\d+$/.test(input.cvc.trim()) || (cvc.length !== cvcLength(brand) && !(brand === 'unknown' && cvc.length === 4))) errors.cvc = CARD_ERRORS.cvc;
  const complete = number.length >= 12 && name.length > 0 && digits(input.expiry).length >= 3 && cvc.length >= 3;
  return { brand, complete, valid: Object.keys(errors).length === 0, errors };
}
