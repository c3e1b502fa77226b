// Builds the card frame into `outDir` (dist/card-frame): index.html as written, frame.js bundled and
// minified by esbuild (with a source map), frame.css minified. The frame has no dependencies.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Writes dist/card-frame/{index.html, frame.js, frame.js.map, frame.css}.
 * @param {{ outDir: string }} options
 */
export async function buildCardFrame({ outDir }) {
  await mkdir(outDir, { recursive: true });
  await build({
    entryPoints: [here('./frame.ts')],
    outfile: join(outDir, 'frame.js'),
    bundle: true,
    minify: true,
    sourcemap: true,
    format: 'iife',
    target: 'es2020',
    legalComments: 'none',
    logLevel: 'error',
  });
  await build({ entryPoints: [here('./frame.css')], outfile: join(outDir, 'frame.css'), bundle: false, minify: true, logLevel: 'error' });
  await writeFile(join(outDir, 'index.html'), await readFile(here('./index.html'), 'utf8'));
}
