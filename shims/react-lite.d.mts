// Types of shims/react-lite.mjs (the script-tag and server builds' `react`), for tests that import it.
import type { ComponentChildren, ComponentType, FunctionComponent, Ref, VNode } from 'preact';

export { Component, createContext, createElement, Fragment } from 'preact';
export { useCallback, useContext, useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'preact/hooks';

export function forwardRef<R, P = object>(render: (props: P, ref: Ref<R> | null) => ComponentChildren): FunctionComponent<P & { ref?: Ref<R> }>;
export function Suspense(props: { fallback?: ComponentChildren; children?: ComponentChildren }): VNode;
export function lazy<P>(load: () => Promise<{ default: ComponentType<P> }>): FunctionComponent<P>;
export function useSyncExternalStore<T>(subscribe: (onChange: () => void) => () => void, getSnapshot: () => T, getServerSnapshot?: () => T): T;

export interface Root {
  render(children: ComponentChildren): void;
  unmount(): void;
}
export function createRoot(container: Element | DocumentFragment): Root;
export function hydrateRoot(container: Element | DocumentFragment, children: ComponentChildren): Root;
