// Ghost Portal on a local page: its published bundle (umd/portal.min.js from the npm package) behind
// one deferred script tag, the sign-up view opened by the `#/portal/signup` deep link, and the four
// start-up endpoints it calls answered with the minimal payloads that make it render the form
// (a signed-out visitor on a free-only site that allows sign-ups).
import { json } from './serve.mjs';

/** Content API key the page passes to Portal (any non-empty value; the stub does not check it). */
export const GHOST_KEY = 'bench0123456789abcdef0123';

/** The host page: what a Ghost site's theme puts in <head>, with the bundle served locally. */
export function ghostPage(base) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>Portal sign-up</title>
  <script defer src="/peers/ghost/portal.min.js" data-ghost="${base}/" data-key="${GHOST_KEY}" data-api="${base}/ghost/api/content/" data-locale="en"></script>
</head>
<body>
  <main><h1>Members</h1><p>Sign up to read the full archive.</p></main>
</body>
</html>
`;
}

/**
 * Answers Portal's start-up calls; returns true when it did. Counted per endpoint in `counts`.
 * Anything else under /members/ or /ghost/ gets a 404 so a new call shows up instead of hanging.
 */
export function ghostStubs(req, res, url, counts) {
  const p = url.pathname;
  if (!p.startsWith('/members/') && !p.startsWith('/ghost/') && p !== '/favicon.ico') return false;
  counts[p] = (counts[p] || 0) + 1;
  if (p === '/favicon.ico' || p === '/members/api/member/') json(res, undefined, 204);
  else if (p === '/ghost/api/content/settings/') {
    json(res, {
      settings: {
        url: `http://${req.headers.host}/`, title: 'Bench site', members_signup_access: 'all', portal_plans: ['free'],
        paid_members_enabled: false,
      },
      meta: {},
    });
  } else if (p === '/ghost/api/content/tiers/') json(res, { tiers: [] });
  else if (p === '/ghost/api/content/newsletters/') json(res, { newsletters: [] });
  else json(res, { errors: [{ message: 'not stubbed' }] }, 404);
  return true;
}

/** The plain-HTML floor: the same server, a static e-mail form and no script at all. */
export function plainFormPage() {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><link rel="icon" href="data:,"><title>Plain form</title></head>
<body>
  <form><label>E-mail <input type="email" name="email" required></label> <button>Sign up</button></form>
</body>
</html>
`;
}
