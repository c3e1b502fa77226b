// Script-tag build stand-in for `ufo`: ofetch's stand-in (shims/ofetch.mjs) needs only withBase and
// withQuery (saves ~1.2 kB gz).
// Behaviour for ofetch's use: absolute or protocol-relative inputs keep their host; query values
// replace same-named ones, undefined removes them, arrays repeat the key, objects are JSON.
const hasProtocol = (s) => /^[a-z][a-z\d+\-.]*:/i.test(s) || s.startsWith('//');

export function withBase(input, base) {
  if (!base || base === '/' || hasProtocol(input)) return input;
  const b = base.replace(/\/+$/, '');
  if (input.startsWith(b)) return input;
  return b + (input.startsWith('/') ? '' : '/') + input;
}

export function withQuery(input, query) {
  const hashAt = input.indexOf('#');
  const hash = hashAt < 0 ? '' : input.slice(hashAt);
  const rest = hashAt < 0 ? input : input.slice(0, hashAt);
  const q = rest.indexOf('?');
  const path = q < 0 ? rest : rest.slice(0, q);
  const params = new URLSearchParams(q < 0 ? '' : rest.slice(q + 1));
  for (const [k, v] of Object.entries(query || {})) {
    params.delete(k);
    if (v === undefined) continue;
    for (const x of Array.isArray(v) ? v : [v]) params.append(k, x !== null && typeof x === 'object' ? JSON.stringify(x) : String(x ?? ''));
  }
  const qs = params.toString();
  return path + (qs ? `?${qs}` : '') + hash;
}
