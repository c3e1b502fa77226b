// Right-to-left layout, checked by geometry in Chromium: the login, pricing, gate, checkout and
// dialogs stories render in English and in Arabic (`globals=locale:ar`, as the Storybook toolbar sets
// it), and what sits at the start of a row in English (the left) must sit at its start in Arabic (the
// right): the submit button, the carousel's arrows and first card, the dialog's close button, the
// texts' alignment. Part of the Storybook smoke; scripts/screenshots-rtl.mjs also saves the
// screenshots docs/translations.md shows.

/**
 * The stories and what to measure in each. `[part, container, side]`: the first `[part~=part]` inside
 * the first `[part~=container]` of the element's shadow root sits at the container's `start` or
 * `end`, horizontally; `text` measures where the part's text sits in the part's own box (its
 * alignment) instead of where the part's box sits.
 */
export const RTL_CASES = [
  {
    name: 'login', story: 'elements-paywall-login--signed-out', tag: 'paywall-login',
    rules: [['submit', 'form', 'start'], ['link-forgot', 'form-footer', 'start'], ['link-sign-up', 'form-footer', 'end'], ['label', 'label', 'start', 'text'], ['title', 'title', 'start', 'text']],
  },
  {
    name: 'pricing', story: 'elements-paywall-pricing--package-with-toggle', tag: 'paywall-pricing',
    rules: [['prev', 'carousel', 'start'], ['next', 'carousel', 'end'], ['card', 'track', 'start'], ['toggle-option-active', 'toggle', 'start'], ['card-title', 'card-title', 'start', 'text']],
  },
  {
    name: 'gate', story: 'elements-paywall-gate--locked-signed-out', tag: 'paywall-gate',
    rules: [['cta', 'locked', 'start'], ['sign-in-hint', 'locked', 'start'], ['preview-title', 'preview-title', 'start', 'text'], ['price-description', 'price', 'start'], ['price-term', 'price', 'end']],
  },
  {
    name: 'checkout', story: 'elements-paywall-checkout--method-choice', tag: 'paywall-checkout',
    rules: [['method-active', 'methods', 'start'], ['fee-name', 'summary', 'start'], ['price', 'summary', 'end'], ['voucher-apply', 'voucher', 'end'], ['label', 'label', 'start', 'text']],
  },
  {
    name: 'dialogs', story: 'elements-paywall-dialogs--payment-failed', tag: 'paywall-dialogs',
    rules: [['dialog-close', 'dialog-header', 'end'], ['dialog-title', 'dialog-header', 'start'], ['dialog-ok', 'dialog-body', 'end'], ['dialog-text', 'dialog-text', 'start', 'text']],
  },
];

/** Wider than the pricing carousel's 1024 px, so that its arrows show. */
const VIEWPORT = { width: 1100, height: 720 };

/**
 * In the story's page: for each rule, the free space left and right of the part (or of its text)
 * in its container, in px, or a note of what is missing; and the direction of the element's base part.
 */
function measure([tag, rules]) {
  const shadow = document.querySelector(tag)?.shadowRoot;
  const base = shadow?.querySelector('[part~="base"]');
  const gaps = rules.map(([part, container, , text]) => {
    const box = shadow?.querySelector(`[part~="${container}"]`);
    const el = box?.querySelector(`[part~="${part}"]`) ?? (part === container ? box : null);
    if (!box || !el) return { missing: `[part~="${part}"] in [part~="${container}"]` };
    const outer = box.getBoundingClientRect();
    /** @type {{ left: number, right: number }} */
    let inner = el.getBoundingClientRect();
    if (text) {
      // the text's own extent inside the part's content box
      // the text's last line: a start-aligned paragraph's last line ends short of the far side
      const range = document.createRange();
      range.selectNodeContents(el);
      const lines = [...range.getClientRects()].filter((r) => r.width > 0);
      if (!lines.length) return { missing: `text in [part~="${part}"]` };
      const last = Math.max(...lines.map((r) => r.top));
      const onLast = lines.filter((r) => r.top >= last - 2);
      inner = { left: Math.min(...onLast.map((r) => r.left)), right: Math.max(...onLast.map((r) => r.right)) };
      const style = getComputedStyle(el);
      return {
        left: inner.left - outer.left - parseFloat(style.borderLeftWidth) - parseFloat(style.paddingLeft),
        right: outer.right - inner.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
      };
    }
    return { left: inner.left - outer.left, right: outer.right - inner.right };
  });
  return { gaps, direction: base ? getComputedStyle(base).direction : null, dir: document.documentElement.dir };
}

/**
 * Renders every case in `en` and `ar` and checks the mirroring; returns `[{ name, problems }]`.
 * With `shots`, saves `<shots>/rtl-<name>-<locale>.png` of each.
 * @param {import('playwright-core').Browser} browser
 */
export async function checkRtl(browser, url, { shots } = {}) {
  const checks = [];
  const context = await browser.newContext({ viewport: VIEWPORT, deviceScaleFactor: 1 });
  try {
    for (const c of RTL_CASES) {
      const problems = [];
      for (const locale of ['en', 'ar']) {
        const page = await context.newPage();
        await page.goto(`${url}/iframe.html?id=${c.story}&viewMode=story&globals=locale:${locale}`);
        try {
          // the element shows its parts, in the locale's direction (the Arabic chunk loaded)
          await page.waitForFunction(([tag, rules, dir]) => {
            const shadow = document.querySelector(tag)?.shadowRoot;
            const base = shadow?.querySelector('[part~="base"]');
            return base && getComputedStyle(base).direction === dir && rules.every(([part, container]) => shadow.querySelector(`[part~="${container}"]`)?.querySelector(`[part~="${part}"]`) || part === container);
          }, [c.tag, c.rules, locale === 'ar' ? 'rtl' : 'ltr'], { timeout: 15_000 });
        } catch {
          problems.push(`${locale}: the element did not render its parts in ${locale === 'ar' ? 'right-to-left' : 'left-to-right'} direction`);
        }
        await page.evaluate(() => document.fonts.ready);
        const seen = await page.evaluate(measure, [c.tag, c.rules]);
        if (locale === 'ar' && seen.dir !== 'rtl') problems.push(`ar: <html dir="${seen.dir}">`);
        seen.gaps.forEach((g, i) => {
          const [part, container, side, text] = c.rules[i];
          const what = text ? `the text of ${part}` : `${part} in ${container}`;
          if (g.missing) return void problems.push(`${locale}: no ${g.missing}`);
          // start is the left in English, the right in Arabic
          const want = (side === 'start') === (locale === 'en') ? 'left' : 'right';
          const tolerance = 4;
          const at = Math.abs(g.left - g.right) <= tolerance ? 'both sides' : g.left < g.right ? 'left' : 'right';
          if (at !== want) problems.push(`${locale}: ${what} sits at the ${at}, expected the ${want} (${side}; ${Math.round(g.left)} px free left, ${Math.round(g.right)} px right)`);
        });
        if (shots) {
          const target = c.tag === 'paywall-dialogs' ? page.locator('paywall-dialogs [part~="dialog"]').first() : page.locator(c.tag).first();
          await target.screenshot({ path: `${shots}/rtl-${c.name}-${locale}.png`, animations: 'disabled' });
        }
        await page.close();
      }
      checks.push({ name: `right to left: ${c.name} (${c.rules.map((r) => r[3] ? `${r[0]} text` : r[0]).join(', ')}) mirrored in ar`, problems });
    }
  } finally {
    await context.close();
  }
  return checks;
}
