import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $config, platformKey } from '../../stores/config';
import { getClient } from '../../stores/client';
import type { PaywallClient } from '../../client/client';

/**
 * The page's platform client, or null when no merchant is configured. Keyed on the platform
 * settings rather than the config object, which reading an unconfigured page replaces with an
 * equal one: a new client only when where the element talks to changes.
 */
export function usePlatformClient(): PaywallClient | null {
  const platform = platformKey(useStore($config));
  return useMemo(() => {
    try {
      return getClient();
    } catch {
      return null;
    }
    // the client depends on the platform settings, which `getClient` reads itself
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [platform]);
}

/** The stored bearer token ('' when signed out), read once per client; the card frames start with it. */
export function useStoredToken(client: PaywallClient): string {
  const [token, setToken] = useState('');
  useEffect(() => {
    let live = true;
    client.session.get().then((r) => live && setToken(r?.token ?? ''), () => undefined);
    return () => {
      live = false;
    };
  }, [client]);
  return token;
}
