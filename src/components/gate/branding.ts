import { useLayoutEffect, useEffect, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { $config } from '../../stores/config';
import { platformKey } from './config-key';
import { applyBranding, type BrandingLike } from '../ui/branding';
import { getClient } from '../../stores/client';

const requests = new Map<string, Promise<BrandingLike | null>>();
const loaded = new Map<string, BrandingLike | null>();

function keyOf(): string | null {
  const c = $config.get();
  if (!c.merchantUuid) return null;
  return `${c.environment}|${c.apiBase ?? ''}|${c.merchantUuid}|${c.brandingId}`;
}

/**
 * The platform branding for the page's merchant and branding id: one request per page and
 * configuration, shared by every element. Failures resolve to null (branding is optional).
 */
export function loadBranding(): Promise<BrandingLike | null> {
  const key = keyOf();
  if (!key) return Promise.resolve(null);
  let p = requests.get(key);
  if (!p) {
    p = Promise.resolve()
      .then(() => getClient().branding.getBranding($config.get().brandingId))
      .then((b) => b as BrandingLike, () => null)
      .then((b) => {
        loaded.set(key, b);
        return b;
      });
    requests.set(key, p);
  }
  return p;
}

/**
 * Maps the platform's branding onto the element's `--paywall-*` custom properties once it has
 * loaded. Never delays the first render: the request starts after it.
 */
export function useBranding(ref: RefObject<Element | null>): void {
  const config = useStore($config);
  const platform = platformKey(config);
  const [branding, setBranding] = useState<BrandingLike | null>(() => {
    const key = keyOf();
    return key ? (loaded.get(key) ?? null) : null;
  });
  useEffect(() => {
    let live = true;
    loadBranding().then((b) => live && setBranding(b));
    return () => {
      live = false;
    };
  }, [platform]);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (branding && (root instanceof ShadowRoot || root instanceof Document)) applyBranding(root, branding);
  }, [branding, ref]);
}
