import type { SafeStorage } from './storage';

const M = (1n << 64n) - 1n;
const C1 = 0x87c37b91114253d5n;
const C2 = 0x4cf5ad432745937fn;
const rotl = (x: bigint, r: bigint): bigint => ((x << r) | (x >> (64n - r))) & M;
const fmix = (k: bigint): bigint => {
  k ^= k >> 33n;
  k = (k * 0xff51afd7ed558ccdn) & M;
  k ^= k >> 33n;
  k = (k * 0xc4ceb9fe1a85ec53n) & M;
  return k ^ (k >> 33n);
};
const word = (b: number[], i: number): bigint => {
  let v = 0n;
  for (let j = 7; j >= 0; j--) v = (v << 8n) | BigInt(b[i + j] ?? 0);
  return v;
};

/**
 * MurmurHash3 x64 128-bit of a string's bytes (each char code & 0xff, as the platform's fingerprint
 * library does), returned as 32 hex characters (h1 then h2).
 * @example x64hash128('The quick brown fox jumps over the lazy dog') // 'e34bbc7bbc071b6c7a433ca9c49a9347'
 */
export function x64hash128(input: string, seed = 0): string {
  const bytes = Array.from(input, (c) => c.charCodeAt(0) & 0xff);
  const n = bytes.length;
  const tail = n % 16;
  const blocks = n - tail;
  let h1 = BigInt(seed >>> 0);
  let h2 = h1;
  const mix1 = (k: bigint) => (h1 ^= (rotl((k * C1) & M, 31n) * C2) & M);
  const mix2 = (k: bigint) => (h2 ^= (rotl((k * C2) & M, 33n) * C1) & M);
  for (let i = 0; i < blocks; i += 16) {
    mix1(word(bytes, i));
    h1 = (((rotl(h1, 27n) + h2) & M) * 5n + 0x52dce729n) & M;
    mix2(word(bytes, i + 8));
    h2 = (((rotl(h2, 31n) + h1) & M) * 5n + 0x38495ab5n) & M;
  }
  if (tail > 8) mix2(word(bytes.slice(blocks + 8, n), 0));
  if (tail > 0) mix1(word(bytes.slice(blocks, blocks + Math.min(tail, 8)), 0));
  const len = BigInt(n);
  h1 ^= len;
  h2 ^= len;
  h1 = (h1 + h2) & M;
  h2 = (h2 + h1) & M;
  h1 = fmix(h1);
  h2 = fmix(h2);
  h1 = (h1 + h2) & M;
  h2 = (h2 + h1) & M;
  return h1.toString(16).padStart(16, '0') + h2.toString(16).padStart(16, '0');
}

/** Stable features of this browser (or runtime) the fingerprint is computed from. */
export function browserFeatures(): string[] {
  const g = globalThis as unknown as { navigator?: Navigator; screen?: Screen; process?: { version?: string } };
  const nav = g.navigator;
  const scr = g.screen;
  let zone = '';
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    /* no Intl time zone */
  }
  return [
    nav?.userAgent ?? `node ${g.process?.version ?? ''}`,
    nav?.language ?? '',
    String(nav?.hardwareConcurrency ?? ''),
    String(scr?.colorDepth ?? ''),
    scr ? `${Math.max(scr.width, scr.height)}x${Math.min(scr.width, scr.height)}` : '',
    String(new Date().getTimezoneOffset()),
    zone,
    (nav as { platform?: string } | undefined)?.platform ?? '',
  ];
}

const KEY = 'paywall_browser_fingerprint';

/**
 * This browser's fingerprint for access codes: MurmurHash3 x64 128 with seed 31 over stable
 * features, computed once and then read from storage so it never changes under a stored code.
 */
export async function browserFingerprint(storage: SafeStorage): Promise<string> {
  const stored = await storage.get(KEY);
  if (stored && /^[0-9a-f]{32}$/.test(stored)) return stored;
  const fp = x64hash128(browserFeatures().join('~~~'), 31);
  await storage.set(KEY, fp);
  return fp;
}
