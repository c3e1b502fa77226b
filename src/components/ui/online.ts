import { useEffect, useRef, useState, type RefObject } from 'react';

/**
 * Whether the browser is online, following its `online` / `offline` events (RELIABILITY D3: never
 * queue a payment while offline). The first value is true: `navigator.onLine` is not trusted, since it
 * reads false on hosts without a network interface even when the platform is reachable. Returns the
 * state and a ref that is current inside event handlers.
 */
export function useOnline(): [boolean, RefObject<boolean>] {
  const [online, setOnline] = useState(true);
  const ref = useRef(true);
  ref.current = online;
  useEffect(() => {
    const up = () => setOnline(true);
    const down = () => setOnline(false);
    addEventListener('online', up);
    addEventListener('offline', down);
    return () => {
      removeEventListener('online', up);
      removeEventListener('offline', down);
    };
  }, []);
  return [online, ref];
}
