// The rules of the merchant endpoints the elements call (docs/site-contract.md section 4), without a
// server around them: the CSRF check, search.more over a catalogue, and the cart add. The site's
// server (server.mjs) uses them, and so do the library's browser tests.
import { timingSafeEqual } from 'node:crypto';

/**
 * A catalogue entry as the site searches and sells it.
 * @typedef {object} Product
 * @property {number} id the platform's item id
 * @property {'video' | 'package'} type
 * @property {string} name
 * @property {string} [channel] the channel it is listed in
 * @property {string[]} categories e.g. `paid`, `free`, `code`
 * @property {string} link where its page is on this site
 * @property {string | null} thumbnail an http(s) address
 */

/**
 * True when the token the request sent is the session's CSRF token (compared in constant time).
 * @param {{ csrf: string } | null | undefined} session
 * @param {unknown} sent the `X-CSRF-TOKEN` header or the `_token` form field
 */
export function csrfMatches(session, sent) {
  if (!session || typeof sent !== 'string' || !sent) return false;
  const a = Buffer.from(session.csrf);
  const b = Buffer.from(sent);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The search.more answer: products matching `search` (in the name), `type` and any of the
 * comma-separated `categories`, one page of them (`page` 1, 2, …), with the total and a sentence.
 * @param {Product[]} products
 * @param {{ search?: string | null, type?: string | null, categories?: string | null, page?: string | number | null }} query
 * @param {{ pageSize?: number }} [options]
 */
export function searchAnswer(products, query, { pageSize = 8 } = {}) {
  const text = String(query.search ?? '').trim();
  const needle = text.toLowerCase();
  const categories = String(query.categories ?? '').split(',').filter(Boolean);
  const hits = products.filter((p) => (!needle || p.name.toLowerCase().includes(needle))
    && (!query.type || p.type === query.type)
    && (!categories.length || categories.some((c) => p.categories.includes(c))));
  const page = Math.max(1, Math.floor(Number(query.page)) || 1);
  const data = hits.slice((page - 1) * pageSize, page * pageSize).map(({ link, thumbnail, name }) => ({ link, thumbnail, name }));
  const about = text ? ` for "${text}"` : '';
  return {
    success: true,
    data,
    meta: { total_count: hits.length, page, per_page: pageSize },
    text: hits.length ? `${hits.length} result${hits.length === 1 ? '' : 's'}${about}` : `Nothing found${about}`,
  };
}

/** The product types the cart takes: `ppv` (a rental), `clip` (an on-demand clip), `product` (the button's default). */
export const PRODUCT_TYPES = Object.freeze(['ppv', 'clip', 'product']);

/**
 * Reads a cart.products.add (or addOnDemandClip) body: `{productType, productId}` naming a product
 * of the catalogue. Returns `{ line, product }` to keep, or `{ error, status }` to answer with
 * `success: false`: 400 for a body that is not a JSON object of that shape (`productType` text,
 * `productId` text or a number, neither longer than 32 characters), 200 for a product or product
 * type the shop does not sell.
 * @param {Product[]} products
 * @param {string} body the raw JSON body
 * @param {{ clip: boolean }} options
 * @returns {{ line: { productType: string, productId: number, clip: boolean }, product: Product } | { error: string, status: number }}
 */
export function readCartAdd(products, body, { clip }) {
  let payload;
  try {
    payload = JSON.parse(body);
  } catch {
    return { error: 'The request is not JSON.', status: 400 };
  }
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return { error: 'The request must be a JSON object.', status: 400 };
  const { productType, productId } = payload;
  const idOk = (typeof productId === 'string' && productId.length <= 32) || (typeof productId === 'number' && Number.isSafeInteger(productId));
  if (typeof productType !== 'string' || productType.length > 32 || !idOk) {
    return { error: 'productType must be text and productId text or a whole number.', status: 400 };
  }
  const product = products.find((p) => String(p.id) === String(productId));
  if (!product || !PRODUCT_TYPES.includes(productType)) return { error: 'No such product.', status: 200 };
  return { line: { productType, productId: product.id, clip }, product };
}

/**
 * What a cart add does to the cart's lines: the cart sells each film's access once, so it holds one
 * line per film. A film already in the cart is not added again (`kept`); its clip added to a plain
 * rental turns that line into the rental with the clip (`replace`: the line to take off, then `add`).
 * @param {Array<{ id: number, productId: number, clip: boolean }>} lines the cart's lines
 * @param {{ productType: string, productId: number, clip: boolean }} line the line asked for
 * @returns {{ add: object | null, replace: number | null, kept: boolean }}
 */
export function cartAddition(lines, line) {
  const same = lines.find((l) => l.productId === line.productId);
  if (!same) return { add: line, replace: null, kept: false };
  if (line.clip && !same.clip) return { add: { productType: line.productType, productId: line.productId, clip: true }, replace: same.id, kept: false };
  return { add: null, replace: null, kept: true };
}

/**
 * The add-to-cart notification the cart answers with (heading, thumbnail, title, description).
 * @param {Product} product
 * @param {number} count lines in the cart now
 * @param {boolean} clip
 * @param {boolean} [kept] the film was in the cart already
 */
export function addedNotification(product, count, clip, kept = false) {
  return {
    heading: kept ? 'Already in your cart' : clip ? 'Clip added to your cart' : 'Added to your cart',
    thumbnail: product.thumbnail,
    title: product.name,
    description: `${count} item${count === 1 ? '' : 's'} in your cart`,
  };
}
