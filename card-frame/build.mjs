// Builds the card frame into `outDir` (dist/card-frame): the card page (index.html, frame.js, and
// card-fields.js, its fields' code, which the page loads when the viewer reaches a field), the
// direct-debit mandate page (mandate.html, mandate.js), the donation page (donation.html: the card
// page with donation.js) and the card-update page (card-update.html: the card page with card-update.js), each script bundled by esbuild and
// minified by terser (with a source map), and their shared frame.css minified; each page carries its
// script and the stylesheet inline. The frame has no dependencies.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { minify } from 'terser';
import { browserTargets } from '../scripts/browser-targets.mjs';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/** The page as shipped: comments dropped, whitespace between tags collapsed (attribute values keep theirs). */
export function minifyHtml(html) {
  return html.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><').replace(/\n\s*/g, ' ').trim() + '\n';
}

/**
 * The pages of the frame's origin: page file -> its script's source, and the page it is made from
 * when it is the card page with another script (the donation page has the card page's fields).
 */
export const FRAME_PAGES = {
  'index.html': ['frame'], 'mandate.html': ['mandate'], 'donation.html': ['donation', 'index.html'], 'card-update.html': ['card-update', 'index.html'],
};
/**
 * Scripts a page loads itself, later (page file -> script sources): the card page's fields' code,
 * which it needs once the viewer reaches a field. Its policy allows the origin's own scripts for them.
 */
export const LATER_SCRIPTS = { 'index.html': ['card-fields'] };

/** The policy value of an inline block: its SHA-256 hash (`'sha256-…'`). */
export const inlineHash = (text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/**
 * Each page as one file: its stylesheet and script inline (a frame costs one request and one round
 * trip, and the three compress together), its policy allowing those two blocks by their hashes
 * instead of its own origin's files: still nothing but its own script and style runs.
 */
export function inlinePage(html, script, js, css, { later = false } = {}) {
  if (/<\/script/i.test(js) || /<\/style/i.test(css)) throw new Error(`card frame: ${script}.js or frame.css would end its inline block`);
  const policy = "script-src 'self'; style-src 'self'";
  const link = '<link rel="stylesheet" href="frame.css">';
  const tag = `<script src="${script}.js" defer></script>`;
  if (![policy, link, tag, '</body>'].every((x) => html.includes(x))) throw new Error(`card frame: the page of ${script}.js has no policy, stylesheet link or script tag to inline`);
  return html
    .replace(policy, `script-src ${inlineHash(js)}${later ? " 'self'" : ''}; style-src ${inlineHash(css)}`)
    .replace(link, () => `<style>${css}</style>`)
    .replace(tag, '')
    // at the end of the body, as the deferred script ran: once the fields are parsed
    .replace('</body>', () => `<script>${js}</script></body>`);
}

/**
 * Bundles `card-frame/<script>.ts` into `<outDir>/<script>.js` with its source map (named by the
 * file's last line): esbuild bundles, terser compresses (two passes) and names variables by how
 * often they occur, so gzip finds more repeats. Returns the script's text.
 */
async function bundleScript(script, outDir) {
  const out = await build({
    entryPoints: [here(`./${script}.ts`)],
    outfile: join(outDir, `${script}.js`),
    bundle: true,
    minify: true,
    sourcemap: 'external',
    format: 'iife',
    target: browserTargets(),
    legalComments: 'none',
    logLevel: 'error',
    write: false,
  });
  const code = out.outputFiles.find((f) => f.path.endsWith('.js')).text;
  const map = out.outputFiles.find((f) => f.path.endsWith('.map')).text;
  const min = await minify(code, { compress: { passes: 2 }, mangle: true, ecma: 2020, format: { comments: false }, sourceMap: { content: map, url: `${script}.js.map` } });
  await writeFile(join(outDir, `${script}.js`), min.code + '\n');
  await writeFile(join(outDir, `${script}.js.map`), typeof min.map === 'string' ? min.map : JSON.stringify(min.map));
  return min.code.trim();
}

/**
 * Writes dist/card-frame/{index.html, mandate.html, donation.html, card-update.html}, each with its
 * style and script inline, the scripts beside them ({frame,mandate,donation,card-update}.js with
 * their source maps, which the inline scripts name) for debugging, and the scripts the pages load
 * later (card-fields.js, with its map).
 * @param {{ outDir: string }} options
 */
export async function buildCardFrame({ outDir }) {
  await mkdir(outDir, { recursive: true });
  const css = (await build({ entryPoints: [here('./frame.css')], bundle: false, minify: true, write: false, logLevel: 'error' })).outputFiles[0].text.trim();
  for (const [page, [script, from = page]] of Object.entries(FRAME_PAGES)) {
    const js = await bundleScript(script, outDir);
    for (const later of LATER_SCRIPTS[page] ?? []) await bundleScript(later, outDir);
    const html = minifyHtml((await readFile(here(`./${from}`), 'utf8')).replace('<script src="frame.js"', `<script src="${script}.js"`));
    await writeFile(join(outDir, page), inlinePage(html, script, js, css, { later: !!LATER_SCRIPTS[page] }));
  }
}
