/**
 * Merchant overrides of the elements' texts, and the one text the loader itself shows (an element
 * that could not load or render). Kept tiny and free of catalogues: the loader carries it.
 */
import { atom } from 'nanostores';

/** A message with plural forms, chosen by `Intl.PluralRules` from the `count` parameter. */
export type PluralMessage = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

/** A message: text with `{name}` placeholders, or plural forms of it. */
export type Message = string | PluralMessage;

/** Overrides set with `setMessages`, by full key (`login.submit`). */
export const $overrides = atom<Record<string, Message>>({});

/** Texts the loader shows: `common.failed` in the page's language once that chunk has loaded. */
export const loaderTexts: { failed?: string } = {};

/** Whether a value is a message (text or plural forms). */
export function isMessage(value: unknown): value is Message {
  if (typeof value === 'string') return true;
  return !!value && typeof value === 'object' && !Array.isArray(value) && typeof (value as { other?: unknown }).other === 'string' &&
    Object.values(value).every((v) => typeof v === 'string');
}

/**
 * Overrides the elements' texts in every language, by full key:
 * `setMessages({ 'login.signInSubmit': 'Log in' })`. Later calls win, and `<paywall-config messages>`
 * wins over both. Placeholders such as `{price}` work as in the catalogue; plural forms are objects
 * (`{ one: '…', other: '…' }`). Entries that are not messages are ignored. Keys: docs/translations.md.
 * @example
 * import { setMessages } from 'paywall-elements';
 * setMessages({ 'common.getAccess': 'Unlock this film', 'common.buyFor': 'Rent for {price}' });
 */
export function setMessages(messages: Record<string, Message>): void {
  const valid = Object.fromEntries(Object.entries(messages ?? {}).filter(([, v]) => isMessage(v)));
  $overrides.set({ ...$overrides.get(), ...valid });
}

/** The text of a failed element: the merchant's, else the page language's once loaded, else English. */
export function elementFailedText(): string {
  const own = $overrides.get()['common.failed'];
  return (typeof own === 'string' && own) || loaderTexts.failed || 'This content could not be shown. Please reload the page.';
}
