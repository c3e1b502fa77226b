// The site's own page script, loaded on every page (a file of the site's origin: the page's
// Content-Security-Policy allows no inline script). The paywall elements need none of it; it is
// the merchant's side of four conversations with them.

// 1. Headlines: <paywall-headlines> asks for more with `paywall-load-more` (detail.page is 1 for
//    the first load after the server-rendered page); the answer is appended as children.
for (const feed of document.querySelectorAll('paywall-headlines[data-source]')) {
  feed.addEventListener('paywall-load-more', async (event) => {
    const url = new URL(feed.dataset.source, location.href);
    url.searchParams.set('page', String(event.detail.page + 1));
    try {
      const response = await fetch(url, { headers: { Accept: 'application/json' } });
      if (!response.ok) throw new Error(`the server answered ${response.status}`);
      const { items, complete } = await response.json();
      feed.append(...items.map(headline));
      if (complete) feed.setAttribute('complete', 'true');
    } catch (error) {
      // the element offers "Load more" again after its timeout
      console.warn('Loading more headlines failed:', error);
    }
  });
}

/** The markup of a headline, as the server renders the first ones (text set as text). */
function headline(item) {
  const article = document.createElement('article');
  article.className = 'headline';
  const time = document.createElement('time');
  time.dateTime = item.date;
  time.textContent = item.dateText;
  const title = document.createElement('h3');
  const link = document.createElement('a');
  link.href = item.link;
  link.textContent = item.title;
  title.append(link);
  const summary = document.createElement('p');
  summary.textContent = item.summary;
  article.append(time, title, summary);
  return article;
}

// 2. The cart badge in the header follows what <paywall-cart-button> added: the count the cart
//    answered with ("2 items in your cart"; a film already in it is not counted twice).
document.addEventListener('paywall-product-added', (event) => {
  const badge = document.querySelector('[data-cart-count]');
  if (!badge) return;
  const answered = /^(\d+) item/.exec(event.detail?.description ?? '')?.[1];
  const count = answered ? Number(answered) : Number(badge.textContent) + 1;
  badge.textContent = String(count);
  badge.hidden = false;
  badge.closest('a')?.setAttribute('aria-label', `Cart, ${count} item${count === 1 ? '' : 's'}`);
});

// 3. On the cart checkout, a line the platform confirmed as paid leaves the cart: its remove form
//    is sent with paid=1, and the page comes back saying so.
document.addEventListener('paywall-purchase', (event) => {
  const line = event.target.closest?.('paywall-checkout[data-line]')?.dataset.line;
  const form = line && document.querySelector(`form[data-line="${CSS.escape(line)}"]`);
  if (!form) return;
  form.elements.paid.value = '1';
  form.requestSubmit();
});

// 4. The player. A film's page puts an empty player in <paywall-gate> (it shows once the gate
//    unlocks); the gate hands over the platform's access answer in `paywall-access`, and the film's
//    address is in it (the sandbox's content names its video; a signed address from the platform
//    comes the same way). The player reports how far the viewer got as `paywall-progress`, which
//    the library sends to the watch history. Your own player (a video platform's, with its own
//    controls) goes here: give it the address, and dispatch `paywall-progress` from its time updates.
const platform = document.querySelector('paywall-config')?.getAttribute('api-base') ?? location.href;

/** The film's address in the access answer's content (its video's `src`), or null. */
function filmOf(content) {
  if (typeof content !== 'string' || !content) return null;
  const video = new DOMParser().parseFromString(content, 'text/html').querySelector('video[src], video source[src]');
  if (!video) return null;
  const src = new URL(video.getAttribute('src'), platform);
  const poster = video.closest('video')?.getAttribute('poster');
  return src.protocol === 'https:' || src.protocol === 'http:' ? { src: src.href, poster: poster ? new URL(poster, platform).href : '' } : null;
}

document.addEventListener('paywall-access', (event) => {
  const video = event.target.querySelector?.('video[data-player]');
  if (!video) return;
  const film = event.detail.granted ? filmOf(event.detail.content) : null;
  if (!film) {
    video.removeAttribute('src');
    return;
  }
  if (video.poster !== film.poster) video.poster = film.poster;
  if (video.src !== film.src) video.src = film.src;
});

for (const video of document.querySelectorAll('video[data-player]')) {
  const report = () => {
    if (!video.duration || !Number.isFinite(video.duration)) return;
    video.dispatchEvent(new CustomEvent('paywall-progress', {
      bubbles: true, composed: true, detail: { mediaId: video.dataset.player, progress: video.ended ? 1 : video.currentTime / video.duration },
    }));
  };
  for (const type of ['timeupdate', 'pause', 'ended']) video.addEventListener(type, report);
}
