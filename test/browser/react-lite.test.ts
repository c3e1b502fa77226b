// The script-tag build's React (shims/react-lite.mjs, Preact's core and hooks with the React APIs the
// library uses), in Chromium: what the elements rely on it for. The other browser tests render with
// React itself; the e2e tests run the built script-tag bundle.
import { expect } from 'chai';
import { waitFor } from '../helpers/dom';
import {
  Component, createElement as h, createRoot, forwardRef, hydrateRoot, lazy, Suspense, useImperativeHandle, useState,
  useSyncExternalStore, type Root,
} from '../../shims/react-lite.mjs';

const later = <T>() => {
  let resolve!: (v: T) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise<T>((a, b) => ((resolve = a), (reject = b)));
  return { promise, resolve, reject };
};

class Boundary extends Component<{ children?: unknown }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static override getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? h('p', { 'data-state': 'error' }, this.state.error.message) : (this.props.children as never);
  }
}

describe('react-lite (the script-tag build\'s React)', () => {
  let box: HTMLElement;
  let root: Root | null;
  beforeEach(() => {
    box = document.createElement('div');
    document.body.append(box);
    root = null;
  });
  afterEach(() => {
    root?.unmount();
    box.remove();
  });

  it('shows a lazy component\'s Suspense fallback in its place until its code arrives, then the component with its props', async () => {
    const code = later<{ default: (p: { who: string }) => unknown }>();
    const Late = lazy(() => code.promise as never) as (p: { who: string }) => never;
    root = createRoot(box);
    root.render(h('section', null, h('b', null, 'before'), h(Suspense, { fallback: h('i', null, 'loading') }, h(Late, { who: 'viewer' }))));
    expect(box.innerHTML).to.equal('<section><b>before</b><i>loading</i></section>');
    code.resolve({ default: ({ who }) => h('span', null, `hello ${who}`) });
    await waitFor(() => box.querySelector('span'), { message: () => box.innerHTML });
    expect(box.innerHTML).to.equal('<section><b>before</b><span>hello viewer</span></section>');
    // a second use of the same lazy component renders it at once
    const other = document.createElement('div');
    const second = createRoot(other);
    second.render(h(Suspense, { fallback: 'loading' }, h(Late, { who: 'again' })));
    expect(other.innerHTML).to.equal('<span>hello again</span>');
    second.unmount();
  });

  it('renders a lazy component whose code is already here before the next paint, not a frame later', async () => {
    // (the loader fetches an element's component with its definition: its first render must not wait a frame)
    const code = Promise.resolve({ default: () => h('span', null, 'here') });
    await code;
    const Ready = lazy(() => code as never) as () => never;
    root = createRoot(box);
    root.render(h(Suspense, { fallback: 'loading' }, h(Ready, null)));
    const atNextFrame = await new Promise<string>((resolve) => requestAnimationFrame(() => resolve(box.innerHTML)));
    expect(atNextFrame).to.equal('<span>here</span>');
  });

  it('throws a lazy component\'s failed load at render, to the nearest error boundary, every time it renders', async () => {
    const code = later<never>();
    const Broken = lazy(() => code.promise) as () => never;
    root = createRoot(box);
    root.render(h(Boundary, null, h(Suspense, { fallback: 'loading' }, h(Broken, null))));
    expect(box.textContent).to.equal('loading');
    code.reject(new Error('Failed to fetch dynamically imported module: https://cdn.test/chunk.js'));
    await waitFor(() => box.querySelector('[data-state="error"]'), { message: () => box.innerHTML });
    expect(box.textContent).to.contain('Failed to fetch');
    const again = document.createElement('div');
    const second = createRoot(again);
    second.render(h(Boundary, null, h(Suspense, { fallback: 'loading' }, h(Broken, null))));
    await waitFor(() => again.querySelector('[data-state="error"]'), { message: () => again.innerHTML });
    second.unmount();
  });

  it('hands forwardRef\'s render function the ref, apart from the props', () => {
    let seen: Record<string, unknown> = {};
    const Input = forwardRef<{ focus(): void }, { label: string }>((props, ref) => {
      seen = props;
      useImperativeHandle(ref, () => ({ focus: () => box.querySelector('input')!.focus() }), []);
      return h('input', { 'aria-label': props.label });
    });
    const ref: { current: { focus(): void } | null } = { current: null };
    root = createRoot(box);
    root.render(h(Input, { label: 'Card', ref }));
    expect(seen).to.deep.equal({ label: 'Card' });
    ref.current!.focus();
    expect(document.activeElement).to.equal(box.querySelector('input'));
  });

  it('replaces what the container held on a root\'s first render (the loader\'s error box), and empties it on unmount', () => {
    box.innerHTML = '<p data-state="error">This element could not be loaded. <button>Try again</button></p>';
    root = createRoot(box);
    root.render(h('p', null, 'ready'));
    expect(box.innerHTML).to.equal('<p>ready</p>');
    root.render(h('p', null, 'again'));
    expect(box.innerHTML).to.equal('<p>again</p>');
    root.unmount();
    expect(box.innerHTML).to.equal('');
    root = null;
  });

  it('hydrates a server-rendered view in place: its nodes stay and get their handlers', () => {
    box.innerHTML = '<form><input name="email"><button type="button">Go</button></form>';
    const input = box.querySelector('input')!;
    input.value = 'typed@example.com';
    let clicks = 0;
    root = hydrateRoot(box, h('form', null, h('input', { name: 'email' }), h('button', { type: 'button', onClick: () => clicks++ }, 'Go')));
    expect(box.querySelector('input')).to.equal(input);
    expect(input.value).to.equal('typed@example.com');
    box.querySelector('button')!.click();
    expect(clicks).to.equal(1);
  });

  it('re-renders a useSyncExternalStore reader when the store changes, also between its render and its subscription', async () => {
    let value = 1;
    const listeners = new Set<() => void>();
    const subscribe = (on: () => void) => (listeners.add(on), () => listeners.delete(on));
    const get = () => value;
    const Reader = () => h('output', null, String(useSyncExternalStore(subscribe, get)));
    root = createRoot(box);
    root.render(h(Reader, null));
    value = 2; // before the subscribing effect has run
    await waitFor(() => box.textContent === '2', { message: () => box.innerHTML });
    expect(listeners.size).to.equal(1);
    value = 3;
    listeners.forEach((on) => on());
    await waitFor(() => box.textContent === '3', { message: () => box.innerHTML });
    root.unmount();
    root = null;
    // (passive effects' cleanups run after the next paint, in Preact as in React)
    await waitFor(() => listeners.size === 0, { message: () => `${listeners.size} listeners` });
  });

  it('takes DOM event names: onInput on each keystroke, onFocusCapture for a descendant\'s focus', async () => {
    const typed: string[] = [];
    let focused = 0;
    const Form = () => {
      const [text, setText] = useState('');
      return h('div', { onFocusCapture: () => focused++ },
        h('input', { value: text, onInput: (e: Event) => (setText((e.currentTarget as HTMLInputElement).value), typed.push((e.currentTarget as HTMLInputElement).value)) }),
        h('output', null, text));
    };
    root = createRoot(box);
    root.render(h(Form, null));
    const input = box.querySelector('input')!;
    input.focus();
    expect(focused).to.equal(1);
    for (const v of ['a', 'ab']) {
      input.value = v;
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }
    expect(typed).to.deep.equal(['a', 'ab']);
    await waitFor(() => box.querySelector('output')!.textContent === 'ab', { message: () => box.innerHTML });
  });
});
