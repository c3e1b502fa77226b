/**
 * IBAN checks of the mandate page: the country's length and the ISO 13616 mod-97 checksum. Pure
 * functions: they run inside the frame only (and in unit tests); nothing here stores or sends a value.
 */
import { MANDATE_CHECKS } from '../src/internal/mandate-protocol';

/** IBAN lengths of the SEPA countries (ISO 13616 registry). */
export const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18, FR: 27, GB: 22,
  GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27, MT: 31, NL: 18,
  NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27, VA: 22,
});

/** The IBAN without spaces, upper case. */
export const compactIban = (value: string): string => value.replace(/[\s-]+/g, '').toUpperCase();

/** Groups of four, as IBANs are printed: `DE89 3704 0044 0532 0130 00`. */
export const formatIban = (value: string): string => compactIban(value).slice(0, 34).replace(/(.{4})(?=.)/g, '$1 ');

/** True when the IBAN's mod-97 checksum holds (letters count as 10..35). */
export function ibanChecksum(iban: string): boolean {
  const s = compactIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(s)) return false;
  const moved = s.slice(4) + s.slice(0, 4);
  let rest = 0;
  for (const ch of moved) {
    const n = ch >= 'A' ? ch.charCodeAt(0) - 55 : ch.charCodeAt(0) - 48;
    rest = (n > 9 ? rest * 100 + n : rest * 10 + n) % 97;
  }
  return rest === 1;
}

/** What the check found: null when the IBAN is good, else the message to show. */
export function ibanProblem(value: string): string | null {
  const s = compactIban(value);
  if (!s) return MANDATE_CHECKS.ibanEmpty;
  const length = IBAN_LENGTHS[s.slice(0, 2)];
  if (!length) return MANDATE_CHECKS.ibanCountry;
  if (s.length !== length) return `An IBAN from ${s.slice(0, 2)} has ${length} characters.`;
  if (!ibanChecksum(s)) return MANDATE_CHECKS.ibanInvalid;
  return null;
}
