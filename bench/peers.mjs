// The peers' published bundles, measured the same way as ours (gzip -9, each file on its own).
// Packages are fetched with npm's own client into bench/.peers (git-ignored), never as project
// dependencies (but the platform's SDK, a devDependency because a test uses it, is read from
// node_modules); a complete fetch is marked and reused by later runs. Packages that ship one browser
// file are measured as shipped; Cleeng's SDK ships unminified ESM with its peers kept external, so it
// is bundled with them by esbuild (minified, lazy locale chunks split off and not counted), and the
// React and Preact baselines are bundled from the versions this project installs.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { build } from 'esbuild';
import { measureFile } from './sizes.mjs';

const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const ESBUILD = { bundle: true, minify: true, format: 'esm', platform: 'browser', target: 'es2020', splitting: true,
  define: { 'process.env.NODE_ENV': '"production"' }, loader: { '.css': 'empty' }, metafile: true, logLevel: 'silent', legalComments: 'none' };

/** The peers and baselines measured side by side with our build. */
export const PEERS = [
  { id: 'inplayer', label: 'InPlayer SDK 3.13.33 (API client only, no UI)', kind: 'peer', pack: '@inplayer-org/inplayer.js@3.13.33', file: 'dist/inplayer.min.js',
    how: 'shipped file dist/inplayer.min.js' },
  { id: 'ghost', label: 'Ghost Portal 2.71.227', kind: 'peer', pack: '@tryghost/portal@2.71.227', file: 'umd/portal.min.js',
    how: 'shipped file umd/portal.min.js (React and locales inside)' },
  { id: 'cleeng', label: 'Cleeng MediaStore SDK 5.26.0 + react-dom, styled-components, react-redux', kind: 'peer',
    install: ['@cleeng/mediastore-sdk@5.26.0', 'react@18.3.1', 'react-dom@18.3.1', 'styled-components@6.6.0', 'react-redux@8.1.3'],
    entry: ["export * from '@cleeng/mediastore-sdk';", "export * as ReactDOM from 'react-dom';", "export * as ReactDOMClient from 'react-dom/client';",
      "export * as styled from 'styled-components';", "export * as ReactRedux from 'react-redux';"].join('\n'),
    how: 'esbuild bundle, minified, entry + static imports (25 lazy locale chunks not counted)' },
  { id: 'react', label: 'Baseline: React 19 + react-dom/client', kind: 'baseline', local: true,
    entry: "export * as React from 'react';\nexport * as ReactDOMClient from 'react-dom/client';", versions: ['react', 'react-dom'],
    how: 'esbuild bundle, minified' },
  { id: 'preact', label: 'Baseline: Preact + hooks + compat', kind: 'baseline', local: true,
    entry: "export * from 'preact';\nexport * as hooks from 'preact/hooks';\nexport * as compat from 'preact/compat';", versions: ['preact'],
    how: 'esbuild bundle, minified' },
];

function npm(args, cwd) {
  return execFileSync(NPM, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, npm_config_update_notifier: 'false', npm_config_fund: 'false', npm_config_audit: 'false' } });
}

const safe = (spec) => spec.replace(/^@/, '').replace(/[/@]/g, '-');

/**
 * The folder of `spec` (`name@version`) as npm ci installed it among the devDependencies, or null
 * when node_modules holds another version or none. The platform's SDK is installed so, because a
 * test compares it with our client: tests never fetch a package.
 */
export function installedPackage(root, spec) {
  const at = spec.lastIndexOf('@');
  const dir = join(root, 'node_modules', spec.slice(0, at));
  try {
    return JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).version === spec.slice(at + 1) ? dir : null;
  } catch {
    return null;
  }
}

/** Fetches one package tarball with `npm pack` and unpacks it; returns its folder (cached). */
export function fetchPack(cache, spec) {
  const dir = join(cache, 'packs', safe(spec));
  if (existsSync(join(dir, '.complete'))) return { dir: join(dir, 'package'), cached: true };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  const out = JSON.parse(npm(['pack', spec, '--pack-destination', dir, '--json'], dir));
  execFileSync('tar', ['-xzf', join(dir, out[0].filename), '-C', dir]);
  rmSync(join(dir, out[0].filename));
  writeFileSync(join(dir, '.complete'), spec + '\n');
  return { dir: join(dir, 'package'), cached: false };
}

/** Installs packages (with their dependencies) into their own folder under the cache (cached). */
function fetchInstall(cache, id, specs) {
  const dir = join(cache, 'installs', id);
  if (existsSync(join(dir, '.complete')) && readFileSync(join(dir, '.complete'), 'utf8') === specs.join(' ') + '\n') return { dir, cached: true };
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `bench-peer-${id}`, private: true }) + '\n');
  npm(['install', '--no-save', '--no-package-lock', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error', ...specs], dir);
  writeFileSync(join(dir, '.complete'), specs.join(' ') + '\n');
  return { dir, cached: false };
}

/** Bundles an entry with esbuild and measures the entry chunk plus its static imports. */
async function bundle(resolveDir, entry, outdir) {
  rmSync(outdir, { recursive: true, force: true });
  const result = await build({ ...ESBUILD, stdin: { contents: entry, resolveDir, sourcefile: 'entry.js', loader: 'js' }, outdir, absWorkingDir: resolveDir, entryNames: 'entry' });
  const outputs = result.metafile.outputs;
  const key = Object.keys(outputs).find((k) => /(^|\/)entry\.js$/.test(k));
  const seen = new Set();
  const queue = [key];
  while (queue.length) {
    const k = queue.shift();
    if (seen.has(k)) continue;
    seen.add(k);
    for (const imp of outputs[k].imports) if (imp.kind === 'import-statement' && outputs[imp.path]) queue.push(imp.path);
  }
  const files = [...seen].map((k) => ({ file: relative(outdir, join(resolveDir, k)), ...measureFile(join(resolveDir, k)) }));
  const lazy = Object.keys(outputs).filter((k) => k.endsWith('.js') && !seen.has(k)).length;
  return { files, raw: files.reduce((s, f) => s + f.raw, 0), gz: files.reduce((s, f) => s + f.gz, 0), lazyChunks: lazy };
}

function versionOf(dir, name) {
  try {
    return JSON.parse(readFileSync(join(dir, 'node_modules', name, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
}

/**
 * Fetches (or reuses) and measures every peer. Returns `[{ id, label, kind, how, raw, gz, error? }]`;
 * a peer that cannot be fetched gets `error` and no figures, and the run goes on.
 */
export async function measurePeers(root, { log = () => {} } = {}) {
  const cache = join(root, 'bench', '.peers');
  mkdirSync(cache, { recursive: true });
  const rows = [];
  for (const peer of PEERS) {
    const started = Date.now();
    try {
      let m;
      let label = peer.label;
      if (peer.pack) {
        const installed = installedPackage(root, peer.pack);
        const { dir, cached } = installed ? { dir: installed, cached: true } : fetchPack(cache, peer.pack);
        const path = join(dir, peer.file);
        m = { ...measureFile(path), files: [{ file: peer.file, ...measureFile(path) }], cached };
      } else if (peer.install) {
        const { dir } = fetchInstall(cache, peer.id, peer.install);
        m = await bundle(dir, peer.entry, join(cache, 'out', peer.id));
      } else {
        m = await bundle(root, peer.entry, join(cache, 'out', peer.id));
        label += ` (${peer.versions.map((n) => `${n} ${versionOf(root, n)}`).join(', ')})`;
      }
      rows.push({ id: peer.id, label, kind: peer.kind, how: peer.how, raw: m.raw, gz: m.gz, lazyChunks: m.lazyChunks ?? 0, ms: Date.now() - started });
      log(`  ${peer.id}: ${m.gz} B gz (${Date.now() - started} ms)`);
    } catch (error) {
      const message = String(error?.stderr || error?.message || error).trim().split('\n').slice(-2).join(' ');
      rows.push({ id: peer.id, label: peer.label, kind: peer.kind, how: peer.how, raw: null, gz: null, error: message });
      log(`  ${peer.id}: could not be measured: ${message}`);
    }
  }
  return rows;
}
