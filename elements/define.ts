import { Component, createElement, lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import r2wc from '@r2wc/core';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { VERSION } from '../src/version';
import { elementFailedText } from '../src/i18n/overrides';
import { SERVER_VIEW_ATTRIBUTE } from '../src/internal/server-view';
import { VERSION_KEY, registeredVersion } from './registry';
import { autoMountPageElements } from './auto-mount';
import type { PageLoader } from './autoload';
// the page-wide paywall-progress listener comes with the first element
import './progress';

// a server-rendered view: its data block in the shadow root. What reads it and takes the view over
// (keeping typed values and focus) loads only on a page that has one, with the element's own code.
const hasServerView = (root: ShadowRoot | null) => !!root?.querySelector(`script[${SERVER_VIEW_ATTRIBUTE}]`);

// roots whose first render takes over a server-rendered view (hydrated: the nodes stay)
const adopting = new WeakSet<Node>();

/** r2wc's React renderer, hydrating a server-rendered view instead of replacing it. */
interface Mounted {
  root: Root;
  component: ComponentType<Record<string, unknown>>;
}
const renderer = {
  mount(container: HTMLElement, component: ComponentType<Record<string, unknown>>, props: Record<string, unknown>): Mounted {
    const element = createElement(component, props);
    if (adopting.has(container)) return { root: hydrateRoot(container, element), component };
    const root = createRoot(container);
    root.render(element);
    return { root, component };
  },
  update({ root, component }: Mounted, props: Record<string, unknown>) {
    root.render(createElement(component, props));
  },
  unmount({ root }: Mounted) {
    root.unmount();
  },
};

/** Attribute types an element accepts (r2wc's typed map; JSON attributes are parsed by the component). */
export type AttrType = 'string' | 'number' | 'boolean';

/** How an element is declared: its tag, its attributes and how to load its component. */
export interface ElementDefinition<P = Record<string, unknown>> {
  tag: `paywall-${string}`;
  /** camelCase prop -> attribute type; `itemId` is the `item-id` attribute. */
  props: Partial<Record<keyof P & string, AttrType>>;
  /** Loads the component; the script-tag build turns this into a lazy chunk fetched on first connect. */
  load: () => Promise<{ default: ComponentType<P> }>;
  /** Render into an open shadow root (the default) or the light DOM (for elements that render nothing). */
  shadow?: boolean;
  /**
   * For elements that show nothing at first (a modal checkout, dialogs, toasts): their code loads
   * only once `ready` says so or `wait` calls `go` (which returns its stop function), not on page load.
   */
  deferred?: {
    ready(props: P, host: HTMLElement | null): boolean;
    wait(go: () => void, host: HTMLElement | null): () => void;
  };
}

// payment-event reactions run for the page once any element is on it (they live in the stores,
// never with the registrations). Only a page with a route marker has any (the marker names what
// an event does there), and they are loaded once the browser is idle after the first element's
// code arrived, so they never stand between a viewer and the first render.
let reactionsStarted = false;
const startPageReactions = () => {
  if (reactionsStarted || typeof document === 'undefined') return;
  if (![document.body, document.documentElement].some((el) => el?.hasAttribute('data-paywall-route'))) return;
  reactionsStarted = true;
  const start = () => void import('../src/stores/payment-reactions').then((m) => m.startPageReactions(), () => undefined);
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 1000 });
  else setTimeout(start, 50);
};

let adoptions = 0;
let firstDefinition = true;
// shared with the script-tag loader (elements/autoload.ts), which may be another file than this one
const LOADER = Symbol.for('paywall-elements.loader');
const PROPS = Symbol.for('r2wc.props');
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const warned = new Set<string>();

/**
 * Registers a tag once. Loading the script twice is silent; a second, different version of the
 * library leaves the first registration in place and warns once. Never throws, and does nothing
 * where there is no `customElements` (Node, SSR).
 */
export function defineElement<P>(def: ElementDefinition<P>): void {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return;
  if (firstDefinition) {
    firstDefinition = false;
    // a purchase or a dialog started on a page without its element gets one appended
    autoMountPageElements();
  }
  const existing = registeredVersion(def.tag);
  if (customElements.get(def.tag)) {
    if (existing !== VERSION && !warned.has('version')) {
      warned.add('version');
      console.warn(
        `[paywall-elements] <${def.tag}> is already registered by version ${existing ?? 'unknown'}; ` +
          `version ${VERSION} was loaded too and is ignored. Load the library once per page.`,
      );
    }
    return;
  }
  // the component once its code is here: an element mounted after that (or over a server-rendered
  // view, which waits for it) renders it directly, in the same task, with no suspended first frame
  let loaded: ComponentType<Record<string, unknown>> | null = null;
  let loading: Promise<{ default: ComponentType<P> }> | null = null;
  const load = (): Promise<{ default: ComponentType<P> }> =>
    (loading ??= def.load().then((m) => {
      loaded = m.default as unknown as ComponentType<Record<string, unknown>>;
      startPageReactions();
      return m;
    }, (error: unknown) => {
      loading = null;
      throw error;
    }));
  const LazyComponent = lazy(load) as unknown as ComponentType<Record<string, unknown>>;
  const deferred = def.deferred;
  const Host = (props: Record<string, unknown>) => {
    const container = props.container as ShadowRoot | HTMLElement | undefined;
    const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : (container ?? null);
    const [needed, setNeeded] = useState(false);
    const [direct] = useState(() => loaded);
    const ready = !deferred || needed || deferred.ready(props as P, host);
    useEffect(() => {
      if (ready || !deferred) return undefined;
      const stop = deferred.wait(() => setNeeded(true), host);
      // what it waits for may have come between the render and now: never miss it
      if (deferred.ready(props as P, host)) setNeeded(true);
      return stop;
      // (props are read once here, as the render read them)
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [ready, host]);
    if (!ready) return null;
    return createElement(
      ElementBoundary,
      { tag: def.tag, container },
      direct ? createElement(direct, props) : createElement(Suspense, { fallback: null }, createElement(LazyComponent, props)),
    );
  };
  const Base = r2wc(Host as never, { shadow: def.shadow === false ? undefined : 'open', props: def.props as never }, renderer as never) as unknown as {
    new (): HTMLElement & {
      attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void;
      connectedCallback(): void;
      disconnectedCallback(): void;
    };
  };
  class PaywallElement extends Base {
    static readonly [VERSION_KEY] = VERSION;
    #adopting = 0;
    constructor() {
      super();
      // the script-tag loader also watches the element's own shadow root for paywall tags
      if (this.shadowRoot) (globalThis as unknown as Record<symbol, PageLoader | undefined>)[LOADER]?.o(this.shadowRoot);
      // r2wc renders on every attribute the upgrade reports, before connectedCallback: over a
      // server-rendered view, nothing renders until the component can take the view over
      if (hasServerView(this.shadowRoot)) (this as unknown as Record<symbol, boolean>)[CONNECTED] = false;
    }
    // a server-rendered view (declarative shadow root) stays in place until the component renders
    // over it; attaching a new root would empty it first
    override attachShadow(init: ShadowRootInit): ShadowRoot {
      return this.shadowRoot ?? super.attachShadow(init);
    }
    override connectedCallback() {
      if (!hasServerView(this.shadowRoot)) return void super.connectedCallback();
      const root = this.shadowRoot as ShadowRoot;
      // keep the server view (usable meanwhile) until the code is here, then take it over at once
      const mine = (this.#adopting = ++adoptions);
      const live = () => mine === this.#adopting && this.isConnected;
      // the first render: over the view in place (hydrated: the nodes stay, with what the viewer
      // typed), or, when something failed, afresh (the boundary shows the failure)
      const connect = (hydrate: boolean) => {
        if (hydrate) adopting.add(root);
        try {
          super.connectedCallback();
        } finally {
          adopting.delete(root);
        }
      };
      // (with the page language's texts of the view, so that its first render writes what the server wrote)
      Promise.all([load(), import('../src/internal/server-adoption').then((m) => m.viewTexts(def.tag).then(() => m))]).then(
        ([, adoption]) => live() && adoption.adopt(this, () => connect(true)),
        () => live() && connect(false),
      );
    }
    override disconnectedCallback() {
      this.#adopting = 0;
      super.disconnectedCallback();
    }
    // r2wc ignores attribute removal; reset the prop so removing an attribute behaves like never setting it
    override attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
      if (value === null) {
        const prop = name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
        const self = this as unknown as Record<symbol, Record<string, unknown> | (() => void)>;
        const props = self[PROPS] as Record<string, unknown>;
        if (prop in props) {
          delete props[prop];
          (self[RENDER] as () => void).call(this);
        }
        return;
      }
      super.attributeChangedCallback(name, oldValue, value);
    }
  }
  try {
    customElements.define(def.tag, PaywallElement);
  } catch (error) {
    // another script raced us to the same tag: keep theirs
    if (!customElements.get(def.tag)) console.error(`[paywall-elements] could not register <${def.tag}>`, error);
  }
}

interface BoundaryProps {
  tag: string;
  container?: ShadowRoot | HTMLElement;
  children?: ReactNode;
}

/**
 * Keeps an element's failure inside the element: a chunk that fails to load or a render error shows
 * a short readable message and dispatches `paywall-error` instead of an uncaught error.
 */
class ElementBoundary extends Component<BoundaryProps, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    const host = this.props.container instanceof ShadowRoot ? this.props.container.host : this.props.container;
    const message = /import|fetch|load/i.test(String(error?.message)) ? 'This element could not be loaded.' : 'Something went wrong.';
    host?.dispatchEvent(
      new CustomEvent('paywall-error', { bubbles: true, composed: true, detail: { code: 'element_failed', status: 0, message } }),
    );
    console.error(`[paywall-elements] <${this.props.tag}> failed:`, error);
  }
  override render() {
    if (this.state.error) {
      return createElement('p', { part: 'base error', 'data-state': 'error', role: 'alert' }, elementFailedText());
    }
    return this.props.children;
  }
}
