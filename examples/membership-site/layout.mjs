// The frame of every page: the library's one script tag and stylesheet, the page-wide settings
// (<paywall-config>), the route marker on <body>, the CSRF meta tag, the header and the footer.
import { html, raw } from './html.mjs';
import { SITE_NAME } from './content.mjs';

/**
 * Where the library goes when it moves the viewer to another route. The content page is where a
 * film is bought (content.payment_details) and the plans page where a plan is (payment_details);
 * every other route keeps its default address (docs/site-contract.md section 2).
 */
export const ROUTE_TEMPLATES = {
  'content.payment_details': '/content/{contentId}',
  payment_details: '/plans',
};

const NAV = [
  ['/', 'Home'],
  ['/channels/films', 'Films'],
  ['/channels/documentaries', 'Documentaries'],
  ['/plans', 'Plans'],
  ['/gift-journey/50001/payment/details', 'Gifts'],
  ['/memberrewards', 'Rewards'],
];

const icon = {
  search: raw('<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M10 4a6 6 0 1 0 3.7 10.7l4.8 4.8 1.4-1.4-4.8-4.8A6 6 0 0 0 10 4Zm0 2a4 4 0 1 1 0 8 4 4 0 0 1 0-8Z"/></svg>'),
  cart: raw('<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M3 4h2.6l2.2 10.2A2 2 0 0 0 9.8 16H18v-2H9.8l-.3-1.5H18a1 1 0 0 0 1-.8l1.4-6A1 1 0 0 0 19.4 4.5H7.1L6.8 3.2A1.5 1.5 0 0 0 5.4 2H3v2Zm6.5 13a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Zm8 0a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3Z"/></svg>'),
  account: raw('<svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20"><path fill="currentColor" d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9Zm0 2c-4 0-8 2-8 5v2h16v-2c0-3-4-5-8-5Z"/></svg>'),
};

/** Pages below a menu entry that are not below its own address. */
const SECTION = { '/plans': '/plans/', '/gift-journey/50001/payment/details': '/gift' };

/** Is the page at `path` in the menu entry `href`? */
function current(href, path) {
  if (href === '/') return path === '/';
  return path === href || path.startsWith(SECTION[href] ?? `${href}/`);
}

/**
 * A whole page.
 * @param {object} page
 * @param {string} page.title
 * @param {string | null} page.route the route marker (null: a page the spec names no route for)
 * @param {any} page.body the page's main content (html``)
 * @param {Record<string, string>} [page.params] explicit route parameters (`contentId`, `planId`)
 * @param {string} [page.bodyClass]
 * @param {string} [page.mainClass]
 * @param {object} site
 * @param {{ environment: string, apiBase?: string, merchantUuid: string, clientId?: string }} site.platform
 * @param {{ csrf: string, uuid: string }} site.session
 * @param {number} site.cartCount
 * @param {string} site.path
 */
export function layout(page, site) {
  const { platform, session, cartCount, path } = site;
  return html`<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="csrf-token" content="${session.csrf}">
  <meta name="paywall-user-uuid" content="${session.uuid}">
  <title>${page.title} · ${SITE_NAME}</title>
  <link rel="icon" href="/assets/favicon.svg" type="image/svg+xml">
  <link rel="stylesheet" href="/dist/paywall-elements.css">
  <link rel="stylesheet" href="/assets/site.css">
  <script src="/dist/iife/paywall-elements.iife.js" defer></script>
  <script src="/assets/site.js" defer></script>
</head>
<body${page.route ? html` data-paywall-route="${page.route}"` : ''}${page.params?.contentId ? html` data-paywall-content-id="${page.params.contentId}"` : ''}${page.params?.planId ? html` data-paywall-plan-id="${page.params.planId}"` : ''}${page.bodyClass ? html` class="${page.bodyClass}"` : ''}>
  <paywall-config environment="${platform.environment}"${platform.apiBase ? html` api-base="${platform.apiBase}"` : ''}
    merchant-uuid="${platform.merchantUuid}"${platform.clientId ? html` client-id="${platform.clientId}"` : ''}
    routes="${JSON.stringify(ROUTE_TEMPLATES)}"></paywall-config>
  <a class="skip-link" href="#main">Skip to content</a>
  <header class="site-header">
    <div class="wrap header-row">
      <a class="brand" href="/"><img src="/assets/logo.svg" alt="" width="32" height="32"><span>${SITE_NAME}</span></a>
      <nav class="main-nav" aria-label="Main">
        ${NAV.map(([href, label]) => html`<a href="${href}"${current(href, path) ? raw(' aria-current="page"') : ''}>${label}</a>`)}
      </nav>
      <div class="header-tools">
        <a class="tool" href="/search/more" aria-label="Search"${path === '/search/more' ? raw(' aria-current="page"') : ''}>${icon.search}</a>
        <a class="tool" href="/cart/checkout" aria-label="Cart, ${cartCount} item${cartCount === 1 ? '' : 's'}" data-cart-link>${icon.cart}<span class="badge" data-cart-count${cartCount ? '' : raw(' hidden')}>${cartCount}</span></a>
        <a class="tool" href="/account/edit" aria-label="Account"${path.startsWith('/account') ? raw(' aria-current="page"') : ''}>${icon.account}</a>
      </div>
    </div>
  </header>
  <main id="main" class="${page.mainClass ?? ''}">
${page.body}
  </main>
  <footer class="site-footer">
    <div class="wrap footer-row">
      <p><strong>${SITE_NAME}</strong>: films and documentaries for members.</p>
      <nav aria-label="Footer">
        <a href="/plans">Plans</a><a href="/gift-journey/50001/payment/details">Give a gift</a><a href="/memberrewards">Member rewards</a><a href="/donate/40003">Support a film</a><a href="/collectibles">Collectibles</a><a href="/newsletter">Newsletter</a><a href="/search/more">Search</a><a href="/account/edit">Account</a>
      </nav>
      <p class="small">Payments, accounts and access by the paywall platform. Test cards: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined.</p>
    </div>
  </footer>
  <paywall-dialogs></paywall-dialogs>
  <paywall-toasts></paywall-toasts>
</body>
</html>
`;
}
