// Our benchmark pages: what a merchant pastes, the library's one classic script tag (deferred, like
// Ghost's), a <paywall-config> pointing at the local sandbox, and the elements under test. Also the
// viewer set-up those pages need: a real account on the sandbox, signed in through its API.

/** The merchant snippet: the deferred script tag and the page configuration. */
function head(title) {
  return `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <link rel="icon" href="data:,">
  <title>${title}</title>
  <script defer src="/dist/iife/paywall-elements.iife.js"></script>
</head>
<body>`;
}

const config = (s) =>
  `  <paywall-config environment="sandbox" api-base="${s.apiBase}" merchant-uuid="${s.merchantUuid}" client-id="${s.clientId}"></paywall-config>`;

/** A page with `<paywall-login>` in the given mode. */
export function loginPage(s, mode = 'sign-up') {
  return `${head('Sign up')}
${config(s)}
  <main><h1>Members</h1><p>Sign up to read the full archive.</p>
  <paywall-login mode="${mode}"></paywall-login></main>
</body>
</html>
`;
}

/**
 * The sign-up page with `<paywall-login>` rendered on the server (`renderElement` of the build's
 * `paywall-elements/ssr`): the form is in the HTML, the same script tag takes it over.
 */
export function ssrLoginPage(s, renderElement, mode = 'sign-up') {
  const { html } = renderElement('paywall-login', { attributes: { mode } });
  return loginPage(s, mode).replace(/<paywall-login mode="[^"]*"><\/paywall-login>/, html);
}

/** A page with `<paywall-pricing item-id>`. */
export function pricingPage(s, itemId) {
  return `${head('Pricing')}
${config(s)}
  <main><h1>Choose a plan</h1>
  <paywall-pricing item-id="${itemId}"></paywall-pricing></main>
</body>
</html>
`;
}

/** A page with one `<paywall-gate item-id>` around premium content. */
export function gatePage(s, itemId) {
  return `${head('Gated video')}
${config(s)}
  <main><h1>Feature film</h1>
  <paywall-gate item-id="${itemId}"><p>The full film.</p></paywall-gate></main>
  <paywall-dialogs></paywall-dialogs>
</body>
</html>
`;
}

/**
 * A busy page with ten elements: three gates and three pricing tables on different items, a
 * login, a checkout, dialogs and toasts.
 */
export function tenElementsPage(s, itemIds) {
  const [a, b, c] = itemIds;
  return `${head('Ten elements')}
${config(s)}
  <main>
    <paywall-login></paywall-login>
    <paywall-gate item-id="${a}"><p>Film A.</p></paywall-gate>
    <paywall-pricing item-id="${a}"></paywall-pricing>
    <paywall-gate item-id="${b}"><p>Film B.</p></paywall-gate>
    <paywall-pricing item-id="${b}"></paywall-pricing>
    <paywall-gate item-id="${c}"><p>Film C.</p></paywall-gate>
    <paywall-pricing item-id="${c}"></paywall-pricing>
    <paywall-checkout></paywall-checkout>
  </main>
  <paywall-dialogs></paywall-dialogs>
  <paywall-toasts></paywall-toasts>
</body>
</html>
`;
}

/** A checkout with an item and a price chosen (the card frame comes from the platform's origin). */
export function checkoutPage(s, itemId, feeId) {
  return `${head('Checkout')}
${config(s)}
  <main><h1>Buy</h1>
  <paywall-checkout item-id="${itemId}" access-fee-id="${feeId}"></paywall-checkout></main>
</body>
</html>
`;
}

/**
 * The page a viewer pays on, as the membership site marks it (its route marker, so the page's
 * reactions turn a payment event into the page's signal), with a gate and a pricing table for the
 * same item: what one payment event costs in access checks.
 */
export function paymentPage(s, itemId) {
  return `${head('Payment details')}
${config(s)}
  <main><h1>Buy the film</h1>
  <paywall-gate item-id="${itemId}"><p>The full film.</p></paywall-gate>
  <paywall-pricing item-id="${itemId}"></paywall-pricing></main>
</body>
</html>
`.replace('<body>', `<body data-paywall-route="content.payment_details" data-paywall-content-id="${itemId}">`);
}

/** Tags used by `tenElementsPage`, in page order. */
export const TEN_ELEMENTS = ['paywall-login', 'paywall-gate', 'paywall-pricing', 'paywall-gate', 'paywall-pricing', 'paywall-gate',
  'paywall-pricing', 'paywall-checkout', 'paywall-dialogs', 'paywall-toasts'];

/** POSTs a form to the sandbox and returns the JSON answer (throws with the body on non-2xx). */
async function post(apiBase, path, form, token) {
  const res = await fetch(apiBase + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: new URLSearchParams(form),
  });
  const body = await res.json().catch(() => ({}));
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${JSON.stringify(body).slice(0, 200)}`);
  return body;
}

/**
 * Registers a fresh viewer on the sandbox and signs in through the platform API. Returns
 * `{ email, uuid, record }` where `record` is the token record the client keeps in storage.
 */
export async function newViewer(s, n) {
  const email = `bench-${Date.now().toString(36)}-${n}@sandbox.test`;
  const password = 'bench-password-1';
  await post(s.apiBase, '/accounts', {
    full_name: `Bench Viewer ${n}`, username: email, password, password_confirmation: password,
    client_id: s.clientId, type: 'consumer', referrer: 'http://127.0.0.1/', grant_type: 'password',
  });
  const auth = await post(s.apiBase, '/accounts/authenticate', {
    client_id: s.clientId, grant_type: 'password', referrer: 'http://127.0.0.1/', username: email, password,
  });
  const expires = auth.expires ?? Math.floor(Date.now() / 1000) + (auth.expires_in ?? 3600);
  return { email, uuid: auth.account?.uuid, record: { token: auth.access_token, refreshToken: auth.refresh_token ?? '', expires } };
}

/** Puts a signed-in session into the page's storage before any script runs (the client's storage key). */
export async function signInPage(page, record, key = 'inplayer_token') {
  await page.addInitScript(([k, v]) => {
    if (window.top === window) localStorage.setItem(k, v);
  }, [key, JSON.stringify(record)]);
}
