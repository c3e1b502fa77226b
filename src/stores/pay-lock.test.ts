import { expect } from 'chai';
import { waitFor } from '../../test/helpers/dom';
import { claimFee, feeLockName, readShared, type FeeClaim } from './pay-lock';

interface TabApi {
  claimFee: typeof claimFee;
}

// A second tab of the site: a same-origin iframe has its own copy of the module and shares local
// storage (with its `storage` events) and Web Locks with this page; removing it closes the tab.
async function openTab(): Promise<{ frame: HTMLIFrameElement; api: TabApi }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><script type="module">
    import { claimFee } from '/src/stores/pay-lock.ts';
    window.tabApi = { claimFee };
  </script>`;
  document.body.append(frame);
  const api = await waitFor(() => (frame.contentWindow as unknown as { tabApi?: TabApi }).tabApi, { timeout: 8000, message: 'second tab loaded' });
  return { frame, api };
}

for (const [label, locks] of [['Web Locks', undefined], ['the storage lease (no Web Locks)', null]] as const) {
  describe(`one payment per fee across tabs, with ${label}`, function () {
    this.timeout(20000);
    const name = feeLockName('viewer-1', `fee-${label.length}`);
    let frame: HTMLIFrameElement | undefined;
    afterEach(() => {
      frame?.remove();
      frame = undefined;
      for (const k of Object.keys(localStorage)) if (k.startsWith(name)) localStorage.removeItem(k);
    });

    it('the second tab waits until the first lets go, then reads what the first recorded', async () => {
      const tab = await openTab();
      frame = tab.frame;
      const first = await tab.api.claimFee(name, { locks });
      expect(first.waited).to.equal(false);
      expect(first.previous).to.equal(null);
      first.record({ id: 'attempt-1', key: 'key-1' });
      let waitSaid = 0;
      let second: FeeClaim | null = null;
      void claimFee(name, { locks, onWait: () => waitSaid++ }).then((c) => (second = c));
      await waitFor(() => waitSaid === 1, { message: 'the second tab says it waits' });
      await new Promise((r) => setTimeout(r, 300));
      expect(second, 'not while the first holds the fee').to.equal(null);
      first.settle('done');
      first.release();
      const got = await waitFor(() => second, { timeout: 5000, message: 'the second tab gets the fee' });
      expect(got.waited).to.equal(true);
      expect(got.previous).to.include({ id: 'attempt-1', key: 'key-1', state: 'done' });
      got.release();
    });

    it('a tab closed while holding the fee lets the next one have it, its attempt still open', async () => {
      const tab = await openTab();
      const first = await tab.api.claimFee(name, { locks });
      first.record({ id: 'attempt-2', key: 'key-2' });
      const next = claimFee(name, { locks });
      tab.frame.remove();
      // Web Locks end with the document; the lease ends with its pagehide (or runs out by itself)
      const got = await next;
      expect(got.previous).to.include({ id: 'attempt-2', key: 'key-2', state: 'open' });
      got.release();
    });

    it('a forged storage event does not hand the fee over; stopping the wait rejects and never holds', async () => {
      const first = await claimFee(name, { locks });
      const stop = new AbortController();
      let outcome = 'waiting';
      claimFee(name, { locks, signal: stop.signal }).then(() => (outcome = 'held'), (e: Error) => (outcome = e.name));
      dispatchEvent(new StorageEvent('storage', { key: `${name}:lock`, newValue: null }));
      await new Promise((r) => setTimeout(r, 300));
      expect(outcome).to.equal('waiting');
      stop.abort();
      await waitFor(() => outcome !== 'waiting');
      expect(outcome).to.equal('AbortError');
      first.release();
      // (the lock goes a moment after release(): the next claim may wait that long, no more)
      const again = await Promise.race([claimFee(name, { locks }), new Promise<null>((r) => setTimeout(() => r(null), 3000))]);
      expect(again, 'the stopped wait took nothing').to.not.equal(null);
      again!.release();
    });

    it('an attempt that sent nothing puts the record back as it was', async () => {
      const first = await claimFee(name, { locks });
      first.record({ id: 'attempt-3', key: 'key-3' });
      first.settle('ended');
      first.release();
      const second = await claimFee(name, { locks });
      second.record({ id: 'attempt-4', key: 'key-4' });
      second.settle('unsent');
      expect(readShared(localStorage, name)).to.include({ id: 'attempt-3', state: 'ended' });
      second.release();
    });
  });
}
