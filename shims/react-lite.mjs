// Script-tag and server build stand-in for `react`, `react-dom` and `react-dom/client`: Preact's core
// and hooks, plus the few React APIs the library calls that Preact has no core form of (forwardRef,
// lazy with Suspense, createRoot and hydrateRoot, useSyncExternalStore). It replaces preact/compat,
// whose other parts (Children, memo, portals, the React event names and attribute spellings, class
// refs, legacy lifecycles...) the library does not use: about 1.85 kB gzip less on every page.
//
// What compat did quietly and this layer does not, so the components never rely on it (the lint
// rules in eslint.config.mjs check all but the SVG spellings):
// - a text `<input>` or `<textarea>` takes `onInput` (React fires onChange per keystroke; Preact's
//   onChange is the DOM's change event, at commit). Checkboxes, radios and selects keep onChange.
// - focus and blur of an element's descendants are listened to with `onFocusCapture` and
//   `onBlurCapture` (React's onFocus bubbles; the DOM's focus event does not); `onDoubleClick` is
//   not translated to `dblclick`.
// - style values are strings (`'12px'`, not `12`); SVG attributes are written as SVG spells them.
// A name this layer does not export fails the build (rollup: "is not exported by").
import { createContext, createElement, hydrate, render } from 'preact';
import { useContext, useEffect, useLayoutEffect, useState } from 'preact/hooks';

export { Component, createContext, createElement, Fragment } from 'preact';
export {
  useCallback, useContext, useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useReducer, useRef, useState,
} from 'preact/hooks';

/** A function component that receives the `ref` it was given (Preact leaves `ref` in a function component's props, as React 19 does). */
export function forwardRef(render) {
  function Forwarded(props) {
    const { ref, ...rest } = props;
    return render(rest, ref ?? null);
  }
  Forwarded.displayName = `ForwardRef(${render.displayName || render.name})`;
  return Forwarded;
}

// the nearest Suspense's fallback
const Pending = createContext(null);

/**
 * A boundary for lazy components: a lazy component below it shows `fallback` in its own place
 * until its code has arrived. (React hides all of the boundary's children meanwhile; the library
 * puts each lazy component alone in its boundary, where the two are the same.)
 */
export function Suspense({ fallback = null, children }) {
  return createElement(Pending.Provider, { value: fallback }, children);
}

/**
 * A component whose code loads on its first render. A load that fails is thrown at render, every
 * time, as React does, so the nearest error boundary shows it.
 */
export function lazy(load) {
  let loading, component, failed, error;
  function Lazy(props) {
    const fallback = useContext(Pending);
    const [, loaded] = useState(false);
    loading ??= load().then(
      (m) => void (component = m.default ?? m),
      (e) => void ((failed = true), (error = e)),
    );
    // (the code may arrive between this render and the effect: a render that showed the fallback renders
    // again). A layout effect, which runs as the render is committed: code that is already here (a
    // chunk the loader fetched with the element's) renders before the next paint, not a frame later
    const waiting = !component && !failed;
    useLayoutEffect(() => {
      let live = waiting;
      if (live) loading.then(() => live && loaded(true));
      return () => void (live = false);
    }, []);
    if (failed) throw error;
    return component ? createElement(component, props) : fallback;
  }
  return Lazy;
}

/** The store's current value, re-rendering when it changes (server snapshots are not used: no server render subscribes). */
export function useSyncExternalStore(subscribe, getSnapshot) {
  const value = getSnapshot();
  const [{ store }, update] = useState(() => ({ store: { value, getSnapshot } }));
  const changed = () => {
    try {
      return !Object.is(store.value, store.getSnapshot());
    } catch {
      return true;
    }
  };
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (changed()) update({ store });
  }, [subscribe, value, getSnapshot]);
  useEffect(() => {
    if (changed()) update({ store });
    return subscribe(() => changed() && update({ store }));
  }, [subscribe]);
  return value;
}

// containers Preact has rendered into
const rendered = new WeakSet();

/** A root as react-dom/client makes one; its first render replaces what the container held. */
export function createRoot(container) {
  return {
    render(children) {
      if (!rendered.has(container)) {
        rendered.add(container);
        container.textContent = '';
      }
      render(children, container);
    },
    unmount() {
      if (rendered.has(container)) render(null, container);
    },
  };
}

/** Renders over the container's existing nodes (a server-rendered view), keeping them. */
export function hydrateRoot(container, children) {
  rendered.add(container);
  hydrate(children, container);
  return createRoot(container);
}
