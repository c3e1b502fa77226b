// The browsing pages: home, channel, content, plans, search. Each returns what layout() frames:
// its title, its route marker and its main content. The paywall elements do the paying, the
// checking and the searching; the markup around them is the merchant's own.
import { renderElement } from 'paywall-elements/ssr';
import { html, raw } from './html.mjs';
import { imageSrc } from './urls.mjs';
import { money } from './catalogue.mjs';
import { CHANNELS, FEATURED, LIVE_EVENT, PLANS, SITE_NAME, SPONSORS } from './content.mjs';

/** A video tile of a rail: thumbnail, title and, on detail cards, its line and price. */
const videoTile = (v) => html`<a class="tile" href="${v.link}">
  <img class="tile-art" src="${imageSrc(v.thumbnail)}" alt="" width="480" height="270" loading="lazy">
  <span class="tile-title">${v.name}</span>
  <span class="tile-detail">${v.description}</span>
  <span class="tile-meta">${v.categories.includes('free') ? 'Free' : v.rental ? `Rent ${money(v.rental.amount, v.rental.currency)}` : 'With a code'}${v.minutes ? ` · ${v.minutes} min` : ''}</span>
</a>`;

/**
 * The site's player, empty: <paywall-gate> shows it once it unlocks, and public/site.js gives it the
 * film from the access answer. A merchant's own player goes here.
 */
export const playerShell = (video) => html`<figure class="player"><video data-player="${video.id}" controls playsinline preload="metadata" width="1280" height="720" aria-label="${video.name}"></video></figure>`;

/** A headline of the home page's feed (site.js builds the same markup for the ones loaded later). */
export const headline = (h) => html`<article class="headline">
  <time datetime="${h.date}">${new Date(`${h.date}T12:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</time>
  <h3><a href="${h.link}">${h.title}</a></h3>
  <p>${h.summary}</p>
</article>`;

/**
 * The home page: the slider, the next live event's countdown, rails and the headlines.
 * @param {{ videos: any[] }} catalogue
 * @param {{ items: any[], complete: boolean }} headlines the first page
 * @param {{ time: number, now: number }} live when the live event starts, and the server's time (epoch seconds)
 */
export function homePage({ videos }, headlines, live) {
  const byId = new Map(videos.map((v) => [v.id, v]));
  const event = byId.get(LIVE_EVENT.itemId);
  const started = live.now >= live.time;
  const documentaries = videos.filter((v) => v.channel === 'documentaries');
  // what the home page shows first is rendered here, on the server: it has its final size before
  // the library's script arrives, so nothing below it moves when the script takes it over
  const slides = FEATURED.filter((f) => byId.has(f.itemId)).map((f, i) => {
    const v = byId.get(f.itemId);
    return String(html`<article class="slide">
            <img class="slide-art" src="${imageSrc(v.poster)}" alt="" width="1280" height="720"${i ? '' : html` fetchpriority="high"`}>
            <div class="slide-text">
              <p class="kicker">${f.kicker}</p>
              <h2>${v.name}</h2>
              <p>${f.line}</p>
              <a class="button" href="${v.link}">Watch now</a>
            </div>
          </article>`);
  });
  const rail = (kind, heading, cells) => renderElement('paywall-rail', { attributes: { kind, heading }, children: cells.map(String) });
  const rails = [
    rail('video', 'New releases', [...videos].filter((v) => v.rental).reverse().map(videoTile)),
    rail('channel', 'Channels', CHANNELS.map((c) => html`<a class="tile channel-tile" href="/channels/${c.id}">
          <span class="channel-mark channel-${c.id}" aria-hidden="true">${c.name[0]}</span>
          <span class="tile-title">${c.name}</span>
          <span class="tile-detail">${c.blurb}</span>
        </a>`)),
    rail('video', 'Documentaries', documentaries.map(videoTile)),
    rail('sponsor', 'With thanks to our partners', SPONSORS.map((s) => html`<figure class="sponsor"><img src="${imageSrc(s.logo)}" alt="${s.name}" width="160" height="90"></figure>`)),
  ];
  const slider = renderElement('paywall-slider', { attributes: { label: 'Featured films' }, children: slides });
  const countdown = started ? null : renderElement('paywall-countdown', {
    attributes: { time: live.time, now: live.now, reload: 'true', label: 'Starts in', 'ended-text': 'Live now' },
  });
  const feed = renderElement('paywall-headlines', {
    attributes: { label: 'Headlines', 'data-source': '/headlines', complete: headlines.complete ? 'true' : null },
    children: headlines.items.map((h) => String(headline(h))),
  });
  return {
    title: 'Films and documentaries for members',
    route: null, // the spec names no route for the home page (its address is the `home` template)
    mainClass: 'home',
    styleHashes: [slider, countdown, feed, ...rails].flatMap((r) => r?.styleHashes ?? []),
    body: html`
    <h1 class="visually-hidden">${SITE_NAME}: films and documentaries for members</h1>
    <section class="hero" aria-label="Featured">
      <div class="wrap">
        ${raw(slider.html)}
      </div>
    </section>
    <div class="wrap stack">
      <section class="live" aria-labelledby="live-title">
        ${event ? html`<img class="live-art" src="${imageSrc(event.thumbnail)}" alt="" width="480" height="270">` : ''}
        <div class="live-text">
          <p class="kicker">${started ? 'Live now' : 'Live event'}</p>
          <h2 id="live-title">${LIVE_EVENT.title}</h2>
          <p>${LIVE_EVENT.blurb}</p>
          ${started ? html`<a class="button" href="/content/${LIVE_EVENT.itemId}">Join the live stream</a>` : raw(countdown.html)}
        </div>
      </section>
      ${rails.map((r) => raw(r.html))}
      <section class="headlines" aria-labelledby="headlines-title">
        <h2 id="headlines-title">Headlines</h2>
        ${raw(feed.html)}
      </section>
    </div>`,
  };
}

/**
 * A channel page (channels.show): the channel's searchable contents.
 * @param {(typeof CHANNELS)[number]} channel
 */
export function channelPage(channel) {
  return {
    title: channel.name,
    route: 'channels.show',
    body: html`
    <div class="wrap">
      <header class="page-head">
        <p class="kicker">Channel</p>
        <h1>${channel.name}</h1>
        <p class="lede">${channel.blurb}</p>
        <nav class="chips" aria-label="Channels">
          ${CHANNELS.map((c) => html`<a href="/channels/${c.id}"${c.id === channel.id ? html` aria-current="page"` : ''}>${c.name}</a>`)}
        </nav>
      </header>
      <paywall-channel channel="${channel.id}" types="video:Films,package:Plans" label="Search ${channel.name.toLowerCase()}"></paywall-channel>
    </div>`,
  };
}

/**
 * A film's page (content.payment_details): the gate with the film, its prices and checkout, the
 * cart buttons, and an on-page list of its sections.
 * @param {any} video
 */
export function contentPage(video, { branding, apiBase } = {}) {
  const channel = CHANNELS.find((c) => c.id === video.channel);
  const forSale = video.fees.length > 0;
  // the gate and the prices are rendered here, on the server: usable before any script arrives
  const paid = video.categories.includes('paid');
  // the player shows once the gate unlocks; its film comes with the access answer (public/site.js)
  const player = String(playerShell(video));
  const gate = paid ? renderElement('paywall-gate', { attributes: { 'item-id': video.id }, gate: { asset: video.asset, fees: video.platformFees }, apiBase, branding, children: player }) : null;
  const pricing = forSale ? renderElement('paywall-pricing', { attributes: { 'item-id': video.id }, pricing: { fees: video.platformFees, title: video.name, id: video.id }, branding }) : null;
  return {
    title: video.name,
    route: 'content.payment_details',
    styleHashes: [...(gate?.styleHashes ?? []), ...(pricing?.styleHashes ?? [])],
    body: html`
    <div class="wrap with-aside">
      <article class="film" id="film">
        <nav class="crumbs" aria-label="Breadcrumb"><a href="/">Home</a> <span aria-hidden="true">›</span> <a href="/channels/${channel?.id}">${channel?.name}</a></nav>
        <h1>${video.name}</h1>
        <p class="lede">${video.description}</p>
        ${gate ? raw(gate.html) : html`<paywall-gate item-id="${video.id}">${raw(player)}</paywall-gate>`}
        ${forSale ? html`
        <h2>Ways to watch</h2>
        ${raw(pricing.html)}
        <h2>Shop</h2>
        <div class="shop">
          <section class="card">
            <h3>Rent it later</h3>
            <p>Put the 48-hour rental in your cart and pay for everything at once.</p>
            <paywall-cart-button product-type="ppv" product-id="${video.id}" then="notify"></paywall-cart-button>
          </section>
          <section class="card">
            <h3>On-demand clip</h3>
            <p>Watch one scene on demand: the clip comes with the film's rental, starting at the scene.</p>
            <paywall-cart-button product-type="clip" product-id="${video.id}" clip="true" then="checkout" label="Order the clip"></paywall-cart-button>
          </section>
        </div>` : ''}
        <h2>About the film</h2>
        <dl class="facts">
          <div><dt>Channel</dt><dd>${channel?.name}</dd></div>
          ${video.minutes ? html`<div><dt>Running time</dt><dd>${video.minutes} minutes</dd></div>` : ''}
          <div><dt>Access</dt><dd>${video.categories.includes('free') ? 'Free for everyone' : video.categories.includes('code') ? 'With a festival code' : 'Rent, buy, or watch with All Access'}</dd></div>
        </dl>
        ${forSale ? html`<h3>Included in</h3>
        <p>Members of <a href="/plans#plan-50001">All Access</a> watch it at no extra cost.</p>` : ''}
        <paywall-capture purpose="newsletter" no-company="true"></paywall-capture>
      </article>
      <aside class="aside">
        <paywall-section-links for="film" label="On this page"></paywall-section-links>
      </aside>
    </div>
    <paywall-checkout></paywall-checkout>`,
  };
}

/**
 * The plans page (payment_details): each plan's prices with the monthly / pay-per-view toggle.
 * @param {{ plans: any[] }} catalogue
 */
export function plansPage({ plans, branding }) {
  const pricing = new Map(plans.map((p) => [p.id, renderElement('paywall-pricing', { attributes: { 'package-id': p.id }, pricing: { fees: p.platformFees, title: p.name, id: p.id }, branding })]));
  return {
    title: 'Plans',
    route: 'payment_details',
    styleHashes: [...pricing.values()].flatMap((r) => r.styleHashes),
    body: html`
    <div class="wrap">
      <header class="page-head">
        <p class="kicker">Membership</p>
        <h1>Choose your plan</h1>
        <p class="lede">Watch everything in a plan for as long as you subscribe. Cancel any time from your account.</p>
      </header>
      ${plans.map((p) => html`<section class="plan" id="plan-${p.id}" aria-labelledby="plan-${p.id}-title">
        <div class="plan-intro">
          <img src="${imageSrc(p.thumbnail)}" alt="" width="1280" height="720" loading="lazy">
          <div>
            <h2 id="plan-${p.id}-title">${p.name}</h2>
            <p>${PLANS.find((x) => x.packageId === p.id)?.pitch}</p>
          </div>
        </div>
        ${raw(pricing.get(p.id).html)}
      </section>`)}
      <section class="card faq" aria-labelledby="faq-title">
        <h2 id="faq-title">Questions</h2>
        <h3>When am I charged?</h3>
        <p>At once for monthly and yearly plans (after the free trial, for All Access), and once for a purchase.</p>
        <h3>Can I give a plan?</h3>
        <p>Yes: <a href="/gift-journey/50001/payment/details">give a month of All Access</a>; the receiver gets a code by e-mail.</p>
      </section>
    </div>
    <paywall-checkout></paywall-checkout>`,
  };
}

/** The search page (search.more). */
export function searchPage() {
  return {
    title: 'Search',
    route: 'search.more',
    body: html`
    <div class="wrap">
      <header class="page-head">
        <h1>Search</h1>
        <p class="lede">Films, documentaries and plans.</p>
      </header>
      <paywall-search label="Search films and plans" placeholder="Try “night” or “lighthouse”" types="video:Films,package:Plans" categories="paid:Paid,free:Free,code:Festival code"></paywall-search>
    </div>`,
  };
}
