/**
 * The one loader of the translations: a language of a message group is the module
 * `src/i18n/<group>/<language>.ts`, a plain data module. The builds emit each under a fixed name,
 * `i18n/<language>/<group>.js` beside their chunks, and rewrite this import to that pattern
 * (rollup.config.mjs, `translationFiles`), so its cost is one template string whatever the number
 * of groups and languages; bundlers and dev servers resolve the pattern themselves.
 */
import type { Messages, Translation } from './core';

/** Loads the `lang` texts of the group stored under `src/i18n/<file>/`. */
export const importTranslation = (file: string, lang: string): Promise<{ default: Translation<Messages> }> =>
  import(`./${file}/${lang}.ts`) as Promise<{ default: Translation<Messages> }>;
