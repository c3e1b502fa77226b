import type { Decorator, Preview } from '@storybook/react-vite';
import { setConfig } from '../src/stores/config';
import { resetBetweenStories } from '../stories/support/reset';

/** The locales the toolbar offers: English (inline) and the catalogues the issue asks for. */
const LOCALES = [
  ['en', 'English'], ['nl', 'Nederlands'], ['de', 'Deutsch'], ['fr', 'Français'], ['es', 'Español'], ['it', 'Italiano'],
  ['pt', 'Português'], ['pl', 'Polski'], ['sv', 'Svenska'], ['ar', 'العربية'],
] as const;
const RTL = new Set(['ar']);

let applied = '';

/**
 * The toolbar's locale: set as the configuration's `locale` (as `<paywall-config locale>` or
 * `setConfig({ locale })` would on a merchant's page) and as the page's `<html lang>` and `dir`,
 * before the story's elements render.
 */
const withLocale: Decorator = (Story, context) => {
  const locale = String(context.globals.locale || 'en');
  if (locale !== applied) {
    applied = locale;
    setConfig({ locale });
    document.documentElement.lang = locale;
    document.documentElement.dir = RTL.has(locale) ? 'rtl' : 'ltr';
  }
  return <Story />;
};

const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'The language of the elements (the configuration\'s locale and the page\'s lang)',
      toolbar: { title: 'Locale', icon: 'globe', items: LOCALES.map(([value, title]) => ({ value, title, right: value })), dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [withLocale],
  // each story as it looks on its own, also when the sidebar (or the smoke test) shows it after another
  beforeEach: resetBetweenStories,
};
export default preview;
