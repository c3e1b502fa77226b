import { createElement, useEffect, useRef } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { clickIn } from './support/act';

interface Args {
  /** Headlines the server rendered. */
  initial: number;
  /** How the demo server answers paywall-load-more. */
  server: 'answers' | 'silent' | 'complete';
  /** Press "Load more" once it shows. */
  press?: boolean;
}

const headline = (n: number) => {
  const article = document.createElement('article');
  article.innerHTML = `<h3 style="margin:0">Headline ${n}</h3><p style="margin:4px 0 0">A short summary of story number ${n}.</p>`;
  return article;
};

function Demo({ initial, server, press }: Args) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = ref.current!;
    el.replaceChildren(...Array.from({ length: initial }, (_, i) => headline(i + 1)));
    const onLoad = () => {
      if (server !== 'answers') return;
      setTimeout(() => {
        for (let i = 0; i < 5; i++) el.append(headline(el.children.length + 1));
        if (el.children.length >= 30) el.setAttribute('complete', 'true');
      }, 600);
    };
    el.addEventListener('paywall-load-more', onLoad);
    if (press) void clickIn('paywall-headlines', '[part~="load-more"]');
    return () => el.removeEventListener('paywall-load-more', onLoad);
  }, [initial, server, press]);
  return createElement('paywall-headlines', { ref, complete: server === 'complete' ? 'true' : undefined, timeout: server === 'silent' && !press ? 2000 : undefined, key: `${server}-${press}` });
}

/**
 * `<paywall-headlines>`: scroll to the bottom (or use "Load more"); 400 ms later the element asks for
 * more with `paywall-load-more`, which the demo server answers by appending five headlines, up to 30.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-headlines',
  args: { initial: 8, server: 'answers' },
  render: (args) => createElement(Demo, args),
};
export default meta;
type Story = StoryObj<Args>;

/** Infinite scroll with a server that answers. */
export const InfiniteScroll: Story = {};

/** "Load more" pressed and the server still answering: the polite loading line, no second load. */
export const Loading: Story = { args: { server: 'silent', initial: 3, press: true } };

/** The server never answers: after the timeout "Try again" shows. */
export const ServerSilent: Story = { args: { server: 'silent', initial: 3 } };

/** Nothing more to load. */
export const Complete: Story = { args: { server: 'complete', initial: 4 } };
