/**
 * One request per item per page: the gate and the pricing cards of the same item share the
 * answer (and an in-flight request). A failed request is forgotten so a retry asks again.
 */
import { getClient } from '../../stores/client';
import { $config } from '../../stores/config';
import type { Asset } from '../../client/types';
import { platformKey } from './config-key';

const cache = new Map<string, Promise<Asset>>();

function cached(kind: 'item' | 'package', id: string, load: () => Promise<Asset>): Promise<Asset> {
  const key = `${platformKey($config.get())}|${kind}|${id}`;
  let p = cache.get(key);
  if (!p) {
    p = load();
    cache.set(key, p);
    p.catch(() => cache.delete(key));
  }
  return p;
}

/** The item (`GET /items/{merchant}/{id}`), shared by every element of the page. */
export function loadAsset(id: string): Promise<Asset> {
  return cached('item', id, () => Promise.resolve().then(() => getClient().assets.getAsset(id)));
}

/** The package (`GET /items/packages/{id}`), shared by every element of the page. */
export function loadPackage(id: string): Promise<Asset> {
  return cached('package', id, () => Promise.resolve().then(() => getClient().assets.getPackage(id)));
}
