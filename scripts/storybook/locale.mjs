// The Storybook locale switcher, checked in the static build as a reader uses it: picking a language
// in the manager's toolbar re-renders the story in that language (the texts of its catalogue, the
// page's `lang` and `dir`), and the `globals=locale:…` address the toolbar writes opens a story in
// that language directly. Part of the Storybook smoke (scripts/storybook-smoke.mjs).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * One message of a catalogue as its source writes it (`key: 'text'`): the English reference in
 * src/i18n/<group>.ts, a translation in src/i18n/<group>/<locale>.ts.
 */
export function catalogueText(root, group, locale, key) {
  const file = join(root, 'src/i18n', locale === 'en' ? `${group}.ts` : `${group}/${locale}.ts`);
  const source = existsSync(file) ? readFileSync(file, 'utf8') : '';
  const m = source.match(new RegExp(`^\\s*${key}: '((?:[^'\\\\]|\\\\.)*)',?$`, 'm'));
  if (!m) throw new Error(`no ${group}.${key} in ${file}`);
  return m[1].replace(/\\(.)/g, '$1');
}

/** In the story's page: `<html lang dir>`, and the text and direction of the first part named `part` in `tag`'s shadow root. */
function readStory([tag, part]) {
  const shadow = document.querySelector(tag)?.shadowRoot;
  const el = shadow?.querySelector(`[part~="${part}"]`);
  const base = shadow?.querySelector('[part~="base"]');
  return {
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    text: el?.textContent?.trim() ?? null,
    direction: base ? getComputedStyle(base).direction : null,
  };
}

/**
 * Runs the checks against the static build served at `url`; returns `[{ name, problems }]`.
 * @param {import('playwright-core').Browser} browser
 */
export async function checkLocaleSwitcher(browser, url, root) {
  const text = (group, locale, key) => catalogueText(root, group, locale, key);
  const checks = [];
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    // 1. the toolbar: English, then Deutsch, then العربية, on the login story
    const page = await context.newPage();
    const problems = [];
    await page.goto(`${url}/?path=/story/elements-paywall-login--signed-out`);
    const frame = async () => {
      const el = await page.waitForSelector('#storybook-preview-iframe', { timeout: 30_000 });
      return /** @type {import('playwright-core').Frame} */ (await el.contentFrame());
    };
    /** Waits until the login's submit button reads `want`; returns what the story shows. */
    const shows = async (locale, want) => {
      const f = await frame();
      try {
        await f.waitForFunction(([w]) => document.querySelector('paywall-login')?.shadowRoot?.querySelector('[part~="submit"]')?.textContent?.trim() === w, [want], { timeout: 15_000 });
      } catch {
        problems.push(`${locale}: the submit button does not read "${want}"`);
      }
      return f.evaluate(readStory, ['paywall-login', 'link-forgot']);
    };
    const pick = async (title) => {
      await page.getByRole('button', { name: /^The language of the elements/ }).click();
      await page.getByRole('option', { name: new RegExp(`^${title}`) }).click();
    };
    const expect = (locale, seen, dir) => {
      const want = text('login', locale, 'forgotLink');
      if (seen.text !== want) problems.push(`${locale}: the forgot-password link reads "${seen.text}", not "${want}"`);
      if (seen.lang !== locale) problems.push(`${locale}: <html lang="${seen.lang}">`);
      if (seen.dir !== dir || seen.direction !== dir) problems.push(`${locale}: <html dir="${seen.dir}">, the element's direction ${seen.direction}; expected ${dir}`);
    };
    expect('en', await shows('en', text('login', 'en', 'signInSubmit')), 'ltr');
    await pick('Deutsch');
    expect('de', await shows('de', text('login', 'de', 'signInSubmit')), 'ltr');
    if (!new URL(page.url()).searchParams.get('globals')?.includes('locale:de')) problems.push(`the manager's address does not carry the locale: ${page.url()}`);
    await pick('العربية');
    expect('ar', await shows('ar', text('login', 'ar', 'signInSubmit')), 'rtl');
    await pick('English');
    expect('en', await shows('en', text('login', 'en', 'signInSubmit')), 'ltr');
    checks.push({ name: 'locale toolbar: the login story in English, Deutsch, العربية and English again', problems });
    await page.close();

    // 2. the address the toolbar maps to, opened directly: the pricing story in German
    const direct = await context.newPage();
    const pricing = [];
    await direct.goto(`${url}/iframe.html?id=elements-paywall-pricing--item-prices&viewMode=story&globals=locale:de`);
    const choose = text('pricing', 'de', 'choose');
    try {
      await direct.waitForFunction(([w]) => document.querySelector('paywall-pricing')?.shadowRoot?.querySelector('[part~="choose"]')?.textContent?.trim() === w, [choose], { timeout: 15_000 });
    } catch {
      pricing.push(`the choose button does not read "${choose}"`);
    }
    const seen = await direct.evaluate(readStory, ['paywall-pricing', 'card-price']);
    if (seen.lang !== 'de') pricing.push(`<html lang="${seen.lang}">`);
    // a German price: decimal comma, the currency after the amount ("9,99 €")
    if (!/^\d+,\d{2}\s€$/.test(seen.text ?? '')) pricing.push(`the price reads "${seen.text}", not as German formats it`);
    checks.push({ name: 'globals=locale:de in the address: the pricing story in German', problems: pricing });
  } finally {
    await context.close();
  }
  return checks;
}
