import { expect } from 'chai';
import { createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { Modal } from './dialog';
import { onSiteSignal } from '../../stores/signals';
import { waitFor } from '../../../test/helpers/dom';

// The modal's hand-back of the focus when it closes: to the control that opened it, and when that
// control has gone meanwhile (a Buy button that went with the locked view), a `focus-lost` signal
// for the element with a place for it (the gate's content). The modal sits in a shadow root, as in
// the elements.
describe('Modal: the focus when it closes', () => {
  let root: Root;
  let host: HTMLElement;
  let opener: HTMLButtonElement;
  let setOpen: (open: boolean) => void;
  let lost: number;
  let off: () => void;

  function Harness() {
    const [open, set] = useState(false);
    setOpen = (o) => flushSync(() => set(o));
    return createElement(Modal, { open, title: 'Checkout', onClose: () => set(false) }, createElement('button', { type: 'button', part: 'done' }, 'Done'));
  }

  beforeEach(() => {
    lost = 0;
    off = onSiteSignal('focus-lost', () => lost++);
    opener = document.createElement('button');
    opener.textContent = 'Get access';
    host = document.createElement('div');
    document.body.append(opener, host);
    root = createRoot(host.attachShadow({ mode: 'open' }));
    flushSync(() => root.render(createElement(Harness)));
  });
  afterEach(() => {
    off();
    root.unmount();
    host.remove();
    opener.remove();
  });

  const dialog = () => host.shadowRoot!.querySelector('dialog')!;
  const done = () => host.shadowRoot!.querySelector<HTMLButtonElement>('[part="done"]')!;
  const closed = () => new Promise((r) => dialog().addEventListener('close', r, { once: true }));

  it('gives the focus back to the control that opened it, and signals nothing', async () => {
    opener.focus();
    setOpen(true);
    done().focus();
    const event = closed();
    setOpen(false);
    await event;
    expect(document.activeElement).to.equal(opener);
    await new Promise((r) => requestAnimationFrame(r));
    expect(lost).to.equal(0);
  });

  it('signals focus-lost when the control that opened it has gone, whether or not the browser has moved the focus to the page yet', async () => {
    opener.focus();
    setOpen(true);
    done().focus();
    opener.remove();
    const event = closed();
    setOpen(false);
    await event;
    await waitFor(() => lost === 1, { message: () => `focus-lost signals: ${lost}; focus on ${document.activeElement?.localName}` });
    // and only once, however the focus settles
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(lost).to.equal(1);
  });

  it('signals focus-lost when it is closed from its own close button and the opener has gone (the button stays, hidden, with the focus)', async () => {
    opener.focus();
    setOpen(true);
    const close = host.shadowRoot!.querySelector<HTMLButtonElement>('[part~="dialog-close"]')!;
    close.focus();
    opener.remove();
    const event = closed();
    close.click();
    await event;
    await waitFor(() => lost === 1, { message: () => `focus-lost signals: ${lost}; focus on ${document.activeElement?.localName}` });
  });
});
