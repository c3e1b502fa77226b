/**
 * Message catalogues without React: message groups, the loaded translations, merchant overrides
 * and `translate`. English is each group's inline catalogue; every other language is a plain data
 * module per group, loaded on first use through one pattern import (`./load.ts`). See docs/translations.md.
 */
import { atom } from 'nanostores';
import { $overrides, loaderTexts, type Message } from './overrides';
import { importTranslation } from './load';

export { $locale, setLocale } from './overrides';

export { $overrides, isMessage, setMessages, type Message, type PluralMessage } from './overrides';

/** A catalogue: message key (within its group) to message. */
export type Messages = Record<string, Message>;

/** A translation of a group: any subset of its keys (missing keys fall back to English). */
export type Translation<M extends Messages> = Partial<Record<keyof M, Message>>;

/** Values for a message's `{name}` placeholders; `count` also picks the plural form. */
export type MessageParams = Record<string, string | number>;

/**
 * A group of messages: its name (the keys' prefix), its English texts, and the folder of its
 * translations (`src/i18n/<file>/<language>.ts`, each loaded on its own by `importTranslation`).
 */
export interface MessageGroup<M extends Messages> {
  readonly name: string;
  readonly en: M;
  readonly file: string;
}

/** The languages every group is translated into besides English. */
export const LANGUAGES = ['nl', 'de', 'fr', 'es', 'it', 'pt', 'pl', 'sv', 'ar'] as const;

/**
 * Declares a message group. Keys are written `<group>.<key>` in overrides; its translations are in
 * the folder named after it (`accountBilling`: `src/i18n/account-billing/`).
 */
export function defineMessages<M extends Messages>(name: string, en: M): MessageGroup<M> {
  return { name, en, file: name.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase()) };
}

/** 'pt-BR' → 'pt'. */
export function languageOf(locale: string): string {
  return locale.toLowerCase().split(/[-_]/)[0] ?? 'en';
}

/** Writing direction of a locale. */
export function directionOf(locale: string): 'ltr' | 'rtl' {
  return ['ar', 'he', 'fa', 'ur'].includes(languageOf(locale)) ? 'rtl' : 'ltr';
}

/** Loaded translations, by `<group>:<language>`. Elements re-render when one arrives. */
export const $translations = atom<Record<string, Translation<Messages>>>({});

const requested = new Map<string, Promise<void>>();

/** Starts loading a group's translation for a locale (once); English needs nothing. */
export function loadTranslation<M extends Messages>(group: MessageGroup<M>, locale: string): void {
  void translationLoaded(group, locale);
}

/**
 * Loads a group's translation for a locale (once) and resolves when it is in `$translations`, or
 * at once for English; a translation that cannot load resolves too (its texts stay English), so
 * code that waits for its texts before showing never waits for ever.
 */
export function translationLoaded<M extends Messages>(group: MessageGroup<M>, locale: string): Promise<void> {
  const lang = languageOf(locale);
  const key = `${group.name}:${lang}`;
  if (!(LANGUAGES as readonly string[]).includes(lang)) return Promise.resolve();
  let pending = requested.get(key);
  if (!pending) {
    pending = importTranslation(group.file, lang).then(
      (m) => {
        $translations.set({ ...$translations.get(), [key]: m.default as Translation<Messages> });
        const failed = (m.default as Translation<Messages>).failed;
        if (group.name === 'common' && typeof failed === 'string') loaderTexts.failed = failed;
      },
      (error: unknown) => {
        requested.delete(key);
        console.error(`[paywall-elements] ${key} texts not loaded`, error);
      },
    );
    requested.set(key, pending);
  }
  return pending;
}

const pluralRules = new Map<string, Intl.PluralRules>();
function pluralOf(locale: string, count: number): Intl.LDMLPluralRule {
  let rules = pluralRules.get(locale);
  if (!rules) {
    try {
      rules = new Intl.PluralRules(locale);
    } catch {
      rules = new Intl.PluralRules('en');
    }
    pluralRules.set(locale, rules);
  }
  return rules.select(count);
}

/** Picks the plural form and fills the `{name}` placeholders. */
export function formatMessage(message: Message, params: MessageParams | undefined, locale: string): string {
  const text = typeof message === 'string' ? message : (message[pluralOf(locale, Number(params?.count ?? 0))] ?? message.other);
  return params ? text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole)) : text;
}

/**
 * A message in a locale: the merchant's override (`config` first, then `setMessages`), else the
 * loaded translation, else English.
 */
export function translate<M extends Messages>(
  group: MessageGroup<M>, locale: string, key: keyof M & string, params?: MessageParams, configMessages?: Record<string, Message>,
): string {
  const full = `${group.name}.${key}`;
  const message = configMessages?.[full] ?? $overrides.get()[full] ?? $translations.get()[`${group.name}:${languageOf(locale)}`]?.[key] ?? group.en[key];
  return formatMessage(message, params, locale);
}

/** A group's translate function, with the locale it speaks and that locale's writing direction. */
export interface Translate<M extends Messages> {
  (key: keyof M & string, params?: MessageParams): string;
  readonly locale: string;
  readonly dir: 'ltr' | 'rtl';
}

/** A translate function for a group in a locale, outside React (reads the stores when called). */
export function translator<M extends Messages>(group: MessageGroup<M>, locale: string, configMessages?: Record<string, Message>): Translate<M> {
  const t = (key: keyof M & string, params?: MessageParams) => translate(group, locale, key, params, configMessages);
  return Object.assign(t, { locale, dir: directionOf(locale) });
}
