// What eats the bytes: reads a built chunk's source map and attributes each generated character
// to the source module it came from. Gzip cannot be split per module exactly, so a module's gzip
// share is estimated as its share of the chunk's raw bytes times the chunk's gzip size.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';

const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));

/** Decodes one line of a source map's `mappings` into `[column, sourceIndex]` pairs (VLQ). */
function decodeLine(line, state) {
  const out = [];
  let col = 0;
  for (const segment of line.split(',')) {
    if (!segment) continue;
    const values = [];
    let value = 0;
    let shift = 0;
    for (const ch of segment) {
      const digit = B64.get(ch);
      value += (digit & 31) << shift;
      if (digit & 32) shift += 5;
      else {
        values.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
    }
    col += values[0];
    if (values.length >= 4) {
      state.source += values[1];
      out.push([col, state.source]);
    } else out.push([col, -1]);
  }
  return out;
}

/** Turns a source-map source path into a short label: `src/...` or the npm package name. */
export function sourceLabel(source, mapDir, root) {
  const abs = normalize(join(mapDir, source.replace(/^[a-z]+:\/\//, '')));
  const rel = relative(root, abs).split('\\').join('/');
  const nm = rel.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = rel.slice(nm + 'node_modules/'.length).split('/');
    return rest[0].startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0];
  }
  if (rel.startsWith('..')) return source.startsWith('\0') ? 'rollup helpers' : source;
  return rel;
}

/** The source modules of a built file (labels as `sourceLabel` gives them), from `<file>.map`. */
export function chunkSources(file, root) {
  const mapPath = file + '.map';
  if (!existsSync(mapPath)) return [];
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  return map.sources.map((s) => sourceLabel((map.sourceRoot || '') + s, dirname(file), root));
}

/**
 * Bytes per source module in a built file, from `<file>.map`. Returns
 * `[{ source, bytes }]` (raw generated characters), or null when there is no source map.
 * `root` is the repository root, used to shorten paths.
 */
export function attributeChunk(file, root) {
  const mapPath = file + '.map';
  if (!existsSync(mapPath)) return null;
  const map = JSON.parse(readFileSync(mapPath, 'utf8'));
  const lines = readFileSync(file, 'utf8').split('\n');
  const sources = map.sources.map((s) => sourceLabel((map.sourceRoot || '') + s, dirname(file), root));
  const bytes = new Map();
  const add = (label, n) => bytes.set(label, (bytes.get(label) || 0) + n);
  const state = { source: 0 };
  map.mappings.split(';').forEach((mapLine, i) => {
    const text = lines[i] ?? '';
    const segs = decodeLine(mapLine, state);
    if (!segs.length) {
      add('(unmapped)', text.length);
      return;
    }
    if (segs[0][0] > 0) add('(unmapped)', segs[0][0]);
    segs.forEach(([col, src], k) => {
      const end = k + 1 < segs.length ? segs[k + 1][0] : text.length;
      add(src >= 0 ? sources[src] ?? '(unknown)' : '(unmapped)', Math.max(0, end - col));
    });
  });
  return [...bytes].map(([source, n]) => ({ source, bytes: n })).sort((a, b) => b.bytes - a.bytes);
}

/** Collapses module labels into owners: an npm package, or `src/<area>/<folder>`. */
export function ownerOf(source) {
  if (!source.startsWith('src/') && !source.startsWith('elements/') && !source.startsWith('shims/')) return source;
  const parts = source.split('/');
  return parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/') || source;
}

/**
 * Top owners of the bytes in a measured group (`{ files: [{ file, raw, gz }] }` under `dir`),
 * each with raw bytes and an estimated gzip share. Returns at most `limit` rows.
 */
export function topOwners(dir, measured, root, limit = 8) {
  const owners = new Map();
  for (const f of measured.files) {
    const parts = attributeChunk(join(dir, f.file), root);
    if (!parts) continue;
    const total = parts.reduce((s, p) => s + p.bytes, 0) || 1;
    for (const p of parts) {
      const key = ownerOf(p.source);
      const o = owners.get(key) || { owner: key, raw: 0, gz: 0 };
      o.raw += (p.bytes / total) * f.raw;
      o.gz += (p.bytes / total) * f.gz;
      owners.set(key, o);
    }
  }
  return [...owners.values()].sort((a, b) => b.gz - a.gz).slice(0, limit);
}
