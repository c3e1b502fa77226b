// The supported browsers, declared once in package.json's `browserslist` (and in the README), as
// the esbuild targets every build compiles for.
import { readFileSync } from 'node:fs';

const NAMES = { chrome: 'chrome', edge: 'edge', firefox: 'firefox', safari: 'safari', ios_saf: 'ios' };

/**
 * esbuild targets from `browserslist` entries of the form `<browser> >= <version>`.
 * @param {string[]} [list] the entries; package.json's by default
 * @returns {string[]} such as `['chrome111', 'safari16.4']`
 */
export function browserTargets(list = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).browserslist) {
  return list.map((entry) => {
    const m = /^\s*(\w+)\s*>=\s*([\d.]+)\s*$/.exec(entry);
    if (!m || !(m[1] in NAMES)) throw new Error(`browserslist entry "${entry}" is not "<browser> >= <version>" for one of ${Object.keys(NAMES).join(', ')}`);
    return `${NAMES[m[1]]}${m[2]}`;
  });
}
