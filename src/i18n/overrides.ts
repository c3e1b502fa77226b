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

const TAG = /^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/;

/** The page's `<html lang>`, else the browser's language, else English (no config read). */
function pageLocale(): string {
  const lang = typeof document === 'undefined' ? '' : document.documentElement?.getAttribute('lang')?.trim() ?? '';
  const tag = TAG.test(lang) ? lang : typeof navigator === 'undefined' ? '' : navigator.language ?? '';
  return TAG.test(tag) ? tag.replace(/_/g, '-') : 'en';
}

/**
 * The active locale and the merchant's `<paywall-config messages>`: the config store writes it
 * whenever the configuration changes; before any element reads the configuration (a page with only
 * toasts, say) it is the page's language. Elements read it through `useT`.
 */
export const $locale = atom<{ locale: string; messages: Record<string, Message> }>({ locale: pageLocale(), messages: {} });

/** Sets the active locale and the configured overrides (the config store calls it). */
export function setLocale(tag: string, messages: Record<string, Message>): void {
  const locale = tag.replace(/_/g, '-');
  const now = $locale.get();
  if (now.locale !== locale || now.messages !== messages) $locale.set({ locale, messages });
}

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
