import { expect } from 'chai';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { BankFrame, type BankFrameProps } from './bank-frame';
import { waitFor } from '../../../test/helpers/dom';
import { resetConfig, setConfig } from '../../stores/config';

interface Info {
  apiBase: string;
}

describe('full-page bank frame', () => {
  let info: Info;
  let holder: HTMLDivElement;
  let root: Root;
  before(async () => {
    info = (await (await fetch('/__sandbox__/info')).json()) as Info;
  });
  afterEach(() => {
    root?.unmount();
    holder?.remove();
  });

  function mount(props: Partial<BankFrameProps> & { url: string }) {
    const calls = { cancel: 0, returned: [] as string[], fallback: [] as string[] };
    holder = document.createElement('div');
    document.body.append(holder);
    root = createRoot(holder);
    flushSync(() =>
      root.render(
        <BankFrame
          onCancel={() => calls.cancel++}
          onReturn={(h) => calls.returned.push(h)}
          onFallback={(u) => calls.fallback.push(u)}
          {...props}
        />,
      ),
    );
    return calls;
  }

  it('speaks the page\'s language and runs right to left in Arabic; a method\'s own line is shown as given', async () => {
    setConfig({ locale: 'de' });
    try {
      mount({ url: `${info.apiBase}/sandbox/terms` });
      await waitFor(() => holder.querySelector('[part~="bank-cancel"]')?.textContent === 'Abbrechen', { message: 'German texts' });
      const dialog = holder.querySelector('dialog')!;
      expect(dialog.getAttribute('dir')).to.equal('ltr');
      expect(dialog.getAttribute('aria-label')).to.equal('Mit Ihrer Bank bestätigen');
      expect(holder.querySelector('[role="status"]')!.textContent).to.equal('Sie werden zu Ihrer Bank weitergeleitet, um die Zahlung zu bestätigen.');
      expect(holder.querySelector('[part~="bank-open"]')!.textContent).to.equal('In neuem Fenster öffnen');
      expect(holder.querySelector('iframe')!.title).to.equal('Ihre Bank');
      root.unmount();
      holder.remove();
      setConfig({ locale: 'ar' });
      mount({ url: `${info.apiBase}/sandbox/terms`, message: 'Bestätigen Sie die Zahlung mit Google Pay.' });
      await waitFor(() => holder.querySelector('[part~="bank-cancel"]')?.textContent === 'إلغاء', { message: 'Arabic texts' });
      expect(holder.querySelector('dialog')!.getAttribute('dir')).to.equal('rtl');
      expect(holder.querySelector('[role="status"]')!.textContent).to.equal('Bestätigen Sie die Zahlung mit Google Pay.');
    } finally {
      resetConfig();
    }
  });

  it('covers the page in the top layer with a sandboxed frame, Cancel and a new-window link', async () => {
    const url = `${info.apiBase}/sandbox/terms`;
    const calls = mount({ url });
    // (listened to after the frame's own listener: by the time it resolves, the frame has judged the load)
    const loaded = new Promise((r) => holder.querySelector('iframe')!.addEventListener('load', r, { once: true }));
    const dialog = holder.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    expect(dialog.matches(':modal')).to.equal(true);
    const frame = holder.querySelector('iframe')!;
    expect(frame.getAttribute('src')).to.equal(url);
    expect(frame.getAttribute('sandbox')).to.equal('allow-scripts allow-forms allow-same-origin allow-popups allow-top-navigation-by-user-activation');
    const link = holder.querySelector<HTMLAnchorElement>('[part~="bank-open"]')!;
    expect(link.href).to.equal(url);
    expect(link.rel).to.equal('noopener noreferrer');
    // the bank's page (another origin) has loaded: that is not a return
    await loaded;
    expect(calls.returned).to.deep.equal([], 'a bank page on another origin is not a return');
    holder.querySelector<HTMLButtonElement>('[part~="bank-cancel"]')!.click();
    expect(calls.cancel).to.equal(1);
  });

  it('notices when the bank sends the viewer back to this site', async () => {
    const calls = mount({ url: `${location.origin}/__sandbox__/info?ippwat=subscription` });
    await waitFor(() => calls.returned.length === 1);
    expect(new URL(calls.returned[0]).searchParams.get('ippwat')).to.equal('subscription');
  });

  it('falls back to a top-level redirect when the bank page does not load in time', async () => {
    const path = `/sandbox/bank/3ds/pi_watchdog_${Date.now()}`;
    await fetch(`${info.apiBase}/sandbox/faults`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      // the page never answers, however long the watchdog takes on a loaded machine
      body: new URLSearchParams({ path, fault: 'hang', count: '1' }),
    });
    const url = `${info.apiBase}${path}`;
    const calls = mount({ url, watchdogMs: 300 });
    await waitFor(() => calls.fallback.length === 1);
    expect(calls.fallback).to.deep.equal([url]);
  });

  it('closes the dialog when it unmounts, so the page shows again', () => {
    mount({ url: `${info.apiBase}/sandbox/terms` });
    const dialog = holder.querySelector('dialog')!;
    expect(dialog.open).to.equal(true);
    root.unmount();
    expect(dialog.open).to.equal(false);
    root = createRoot(document.createElement('div'));
  });
});
