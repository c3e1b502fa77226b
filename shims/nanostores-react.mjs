// Script-tag build stand-in for `@nanostores/react`: the library calls `useStore(store)` with no
// options, so `keys` (and nanostores' listenKeys and deep-map path helpers it pulls in) and `ssr`
// are left out. Same subscription and snapshot behaviour as @nanostores/react 1.1.
import { useCallback, useRef, useSyncExternalStore } from 'react';

const emit = (snapshotRef, onChange) => (value) => {
  if (snapshotRef.current === value) return;
  snapshotRef.current = value;
  onChange();
};

/** The store's value, re-rendering the component when it changes. */
export function useStore(store) {
  const snapshotRef = useRef();
  snapshotRef.current = store.get();
  const subscribe = useCallback((onChange) => {
    emit(snapshotRef, onChange)(store.value);
    return store.listen(emit(snapshotRef, onChange));
  }, [store]);
  const get = () => snapshotRef.current;
  return useSyncExternalStore(subscribe, get, get);
}
