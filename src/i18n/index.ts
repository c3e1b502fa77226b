/**
 * Translations for the elements: `useT(group)` gives a component its messages in the page's
 * locale (`<paywall-config locale>`, else `<html lang>`, else the browser's language) and re-renders
 * it when the locale's chunk arrives. See docs/translations.md.
 */
import { useEffect, useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { $locale } from './overrides';
import { $overrides, $translations, loadTranslation, translator, type MessageGroup, type Messages, type Translate } from './core';

export { defineMessages, setMessages, languageOf, directionOf, type Message, type MessageGroup, type MessageParams, type Messages, type PluralMessage, type Translate, type Translation, translator } from './core';


/** The messages of a group in the page's locale; loads the locale's chunk and re-renders when it arrives. */
export function useT<M extends Messages>(group: MessageGroup<M>): Translate<M> {
  const { locale, messages } = useStore($locale);
  const translations = useStore($translations);
  const overrides = useStore($overrides);
  useEffect(() => loadTranslation(group, locale), [group, locale]);
  // the translator reads the loaded translations and overrides when called; a new one when they change re-renders its users
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => translator(group, locale, messages), [group, locale, messages, translations, overrides]);
}
