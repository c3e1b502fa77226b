// The catalogue, read from the paywall platform with the library's own client
// (`paywall-elements/client` works in Node too): the channels' items, the plans' packages and every
// price. Kept in memory for five minutes; the platform stays the one place they are edited.
import { createClient } from 'paywall-elements/client';
import { CHANNELS, PLANS } from './content.mjs';

const FRESH_MS = 5 * 60_000;

/** The platform could not be read (the site answers 503 while it lasts). */
export class CatalogueUnavailable extends Error {
  constructor(cause) {
    super(`The catalogue could not be read from the platform: ${cause?.message ?? cause}`, { cause });
    this.name = 'CatalogueUnavailable';
    this.status = 503;
  }
}

/** A metadata value of a platform item (its `metahash`, or the `metadata` list). */
const meta = (item, name) => item.metahash?.[name] ?? (Array.isArray(item.metadata) ? item.metadata.find((m) => m.name === name)?.value : undefined);

/**
 * The catalogue reader for one platform.
 * @param {{ environment: string, apiBase?: string, merchantUuid: string }} platform
 */
export function createCatalogue(platform) {
  const client = createClient({ environment: platform.environment, baseURL: platform.apiBase, merchantUuid: platform.merchantUuid, storage: 'memory' });
  let loaded = null;
  let at = 0;

  async function load() {
    const channelItems = await Promise.all(CHANNELS.map(async (c) => ({
      channel: c,
      items: c.packageId
        ? (await client.assets.getAssetsInPackage(c.packageId)).collection
        : await Promise.all(c.itemIds.map((id) => client.assets.getAsset(id))),
    })));
    const packages = await Promise.all(PLANS.map(async (p) => ({
      ...(await client.assets.getPackage(p.packageId)),
      itemIds: (await client.assets.getAssetsInPackage(p.packageId)).collection.map((i) => i.id),
    })));

    const videos = new Map();
    for (const { channel, items } of channelItems) {
      for (const item of items) {
        const listedElsewhere = (channel.exclude ?? []).some((other) => channelItems.find((x) => x.channel.id === other)?.items.some((i) => i.id === item.id));
        if (listedElsewhere || videos.has(item.id)) continue;
        videos.set(item.id, {
          id: item.id,
          asset: item,
          type: 'video',
          name: item.title,
          description: meta(item, 'preview_description') ?? '',
          channel: channel.id,
          categories: [String(item.access_control_type?.name ?? 'paid').toLowerCase()],
          link: `/content/${item.id}`,
          thumbnail: meta(item, 'thumbnail') ?? null,
          poster: meta(item, 'paywall_cover_photo') ?? null,
          minutes: Math.round(Number(meta(item, 'duration') ?? 0) / 60),
        });
      }
    }
    const plans = packages.map((p, i) => ({
      id: p.id,
      type: 'package',
      name: p.title,
      description: PLANS[i].pitch,
      categories: ['paid'],
      link: `/plans#plan-${p.id}`,
      thumbnail: meta(p, 'paywall_cover_photo') ?? null,
      itemIds: p.itemIds,
    }));
    // prices: each video's fees, gifts left out (the gift journey sells those)
    const fees = new Map(await Promise.all([...videos.keys()].map(async (id) => [id, (await client.assets.getAssetAccessFees(id)).filter((f) => !f.is_gift)])));
    for (const plan of plans) plan.platformFees = (await client.assets.getAssetAccessFees(plan.id)).filter((f) => !f.is_gift);
    for (const video of videos.values()) {
      const list = fees.get(video.id) ?? [];
      // as the platform sends them: the server renders the price cards and the gate from these
      video.platformFees = list;
      video.fees = list.map((f) => ({ id: f.id, amount: Number(f.amount), currency: f.currency, description: f.description, kind: f.access_type?.name }));
      video.rental = video.fees.find((f) => f.kind === 'ppv') ?? null;
    }
    // the platform's colours, so server-rendered elements show them from the first paint
    const branding = await client.branding.getBranding().catch(() => null);
    return { videos: [...videos.values()], plans, branding, apiBase: client.config.apiBase };
  }

  return {
    /** Everything the site lists: `{ videos, plans }`. Throws CatalogueUnavailable when the platform cannot be read. */
    async read() {
      if (!loaded || Date.now() - at > FRESH_MS) {
        const next = load().catch((error) => {
          throw new CatalogueUnavailable(error);
        });
        loaded = next;
        at = Date.now();
        next.catch(() => { if (loaded === next) loaded = null; });
      }
      return loaded;
    },
    /** The products search.more and the cart know: the videos and the plans' packages. */
    async products() {
      const { videos, plans } = await this.read();
      return [...videos, ...plans];
    },
  };
}

/** A price as the site shows it, e.g. "€3.99". */
export function money(amount, currency = 'EUR') {
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount);
}
