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

/**
 * This page's local storage, counting the reads and writes of a fee's lease: a tab waiting on the
 * lease is seen to look again (and to go on waiting) instead of the test sleeping.
 */
function watchedStorage(name: string) {
  const lease = `${name}:lock`;
  const seen = { reads: 0, writes: 0 };
  const storage = {
    getItem(k: string) {
      if (k === lease) seen.reads++;
      return localStorage.getItem(k);
    },
    setItem(k: string, v: string) {
      if (k === lease) seen.writes++;
      localStorage.setItem(k, v);
    },
    removeItem: (k: string) => localStorage.removeItem(k),
  };
  return { storage, seen };
}

for (const [label, locks] of [['Web Locks', undefined], ['the storage lease (no Web Locks)', null]] as const) {
  describe(`one payment per fee across tabs, with ${label}`, function () {
    this.timeout(20000);
    const name = feeLockName('viewer-1', `fee-${label.length}`);
    const { storage, seen } = watchedStorage(name);
    /**
     * Resolves once this page's claim is seen waiting for the fee after `since` (the lease reads
     * counted then): its request queued behind the held Web Lock, or the lease read again without
     * taking it (a claim that takes the lease writes it in the same turn as the read).
     */
    const seenWaiting = async (since: number, message: string) => {
      if (locks === null) {
        const writes = seen.writes;
        await waitFor(() => seen.reads > since, { message });
        expect(seen.writes, 'the waiting claim did not write the lease').to.equal(writes);
      } else {
        await waitFor(async () => (await navigator.locks.query()).pending?.some((l) => l.name === name), { message });
      }
    };
    /** Who holds the fee and who waits for it: the Web Locks of its name, or the owner of its lease. */
    const holders = async () => {
      if (locks === null) return { lease: (JSON.parse(localStorage.getItem(`${name}:lock`) ?? 'null') as { owner?: string } | null)?.owner ?? null };
      const { held = [], pending = [] } = await navigator.locks.query();
      return { held: held.filter((l) => l.name === name).length, pending: pending.filter((l) => l.name === name).length };
    };
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
      void claimFee(name, { locks, storage, onWait: () => waitSaid++ }).then((c) => (second = c));
      await waitFor(() => waitSaid === 1, { message: 'the second tab says it waits' });
      // it looks again (the lease's poll) and still waits
      await seenWaiting(seen.reads, 'the second tab looks again and waits on');
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
      const held = await holders();
      const stop = new AbortController();
      let outcome = 'waiting';
      const before = seen.reads;
      claimFee(name, { locks, storage, signal: stop.signal }).then(() => (outcome = 'held'), (e: Error) => (outcome = e.name));
      await seenWaiting(before, 'the claim waits');
      // the forged event wakes the lease's wait: it reads the lease again and waits on
      const reads = seen.reads;
      dispatchEvent(new StorageEvent('storage', { key: `${name}:lock`, newValue: null }));
      await seenWaiting(reads, 'the claim looked again after the forged event and waits on');
      expect(outcome).to.equal('waiting');
      stop.abort();
      await waitFor(() => outcome !== 'waiting');
      expect(outcome).to.equal('AbortError');
      // the stopped wait took nothing and left nothing queued: the first claim alone holds the fee
      expect(await holders(), 'the stopped wait took nothing').to.deep.equal(held);
      first.release();
      const again = await claimFee(name, { locks });
      again.release();
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
