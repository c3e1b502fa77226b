// Builds the card frame into `outDir` (dist/card-frame): the card page (index.html, frame.js), the
// direct-debit mandate page (mandate.html, mandate.js), the donation page (donation.html: the card
// page with donation.js) and the card-update page (card-update.html: the card page with card-update.js), each script bundled and minified by esbuild (with a source map), and their
// shared frame.css minified. The frame has no dependencies.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
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
 * Writes dist/card-frame/{index.html, frame.js, mandate.html, mandate.js, donation.html, donation.js, frame.css} (and the scripts' maps).
 * @param {{ outDir: string }} options
 */
export async function buildCardFrame({ outDir }) {
  await mkdir(outDir, { recursive: true });
  for (const [page, [script, from = page]] of Object.entries(FRAME_PAGES)) {
    await build({
      entryPoints: [here(`./${script}.ts`)],
      outfile: join(outDir, `${script}.js`),
      bundle: true,
      minify: true,
      sourcemap: true,
      format: 'iife',
      target: browserTargets(),
      legalComments: 'none',
      logLevel: 'error',
    });
    const html = (await readFile(here(`./${from}`), 'utf8')).replace('<script src="frame.js"', `<script src="${script}.js"`);
    await writeFile(join(outDir, page), minifyHtml(html));
  }
  await build({ entryPoints: [here('./frame.css')], outfile: join(outDir, 'frame.css'), bundle: false, minify: true, logLevel: 'error' });
}
