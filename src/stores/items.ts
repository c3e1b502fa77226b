/**
 * Items and packages, one request per item per page: the gate and the pricing cards of the same
 * item share the answer (and an in-flight request). A failed request is forgotten so a retry asks
 * again.
 */
import { getClient } from './client';
import { $config, platformKey } from './config';
import { sharedRequests } from './shared-requests';
import type { Asset } from '../client/types';

const items = sharedRequests<Asset>();

/** Every item and package request of the page, by platform, kind and id. */
export const $items = items.$entries;

const key = (kind: 'item' | 'package', id: string) => `${platformKey($config.get())}|${kind}|${id}`;

/** The item (`GET /items/{merchant}/{id}`), shared by every element of the page. */
export function loadAsset(id: string): Promise<Asset> {
  return items.load(key('item', id), () => getClient().assets.getAsset(id));
}

/** The package (`GET /items/packages/{id}`), shared by every element of the page. */
export function loadPackage(id: string): Promise<Asset> {
  return items.load(key('package', id), () => getClient().assets.getPackage(id));
}

/** Forgets every loaded item (tests; a purchase that changed what the platform answers). */
export function clearItems(): void {
  items.clear();
}
