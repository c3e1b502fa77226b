import { expect } from 'chai';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { loaded, useLoad, type LoadHandle } from './load';
import { waitFor } from '../../../test/helpers/dom';

/** A request the test answers by hand, with the signal the hook gave it. */
interface Pending {
  key: string;
  signal: AbortSignal;
  resolve(value: string): void;
  reject(error: unknown): void;
}

describe('useLoad', () => {
  let root: Root;
  let host: HTMLDivElement;
  let requests: Pending[];
  let reports: [unknown, string][];
  let handle: LoadHandle<string>;
  const report = (error: unknown, code: string) => {
    reports.push([error, code]);
    return `failed: ${String((error as Error).message)}`;
  };

  function Probe({ on, id }: { on: boolean; id: string }) {
    handle = useLoad<string>(on && ((signal) => new Promise<string>((resolve, reject) => requests.push({ key: id, signal, resolve, reject }))), [id], report, 'probe_failed');
    const [state] = handle;
    return createElement('p', { 'data-state': state.status }, state.status === 'ready' ? state.data : state.status === 'error' ? state.message : '');
  }
  const show = (props: { on: boolean; id: string }) => root.render(createElement(Probe, props));
  const state = () => host.querySelector('p')?.getAttribute('data-state');
  const text = () => host.querySelector('p')?.textContent;

  beforeEach(() => {
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
    requests = [];
    reports = [];
  });
  afterEach(() => {
    root.unmount();
    host.remove();
  });

  /**
   * The newer load answers 'B'; then the overtaken one settles (`late`), and an edit after it shows
   * what the hook kept: 'B!' (had it taken the late answer, 'A!' or an error), with nothing reported.
   */
  const settleOvertaken = async (late: () => void) => {
    requests[1].resolve('B');
    await waitFor(() => state() === 'ready');
    late();
    // (the hook's reaction to that answer is queued before this await's)
    await Promise.resolve();
    handle[2](loaded((d) => `${d}!`));
    await waitFor(() => text() === 'B!');
    expect(reports).to.deep.equal([]);
  };

  it('is loading until the answer, then ready with it', async () => {
    show({ on: true, id: 'a' });
    await waitFor(() => requests.length === 1);
    expect(state()).to.equal('loading');
    requests[0].resolve('A');
    await waitFor(() => state() === 'ready');
    expect(text()).to.equal('A');
    expect(reports).to.deep.equal([]);
  });

  it('reports a failure once with its code, shows the message, and loads again on reload', async () => {
    show({ on: true, id: 'a' });
    await waitFor(() => requests.length === 1);
    requests[0].reject(new Error('down'));
    await waitFor(() => state() === 'error');
    expect(text()).to.equal('failed: down');
    expect(reports.map(([, code]) => code)).to.deep.equal(['probe_failed']);
    handle[1]();
    await waitFor(() => requests.length === 2);
    await waitFor(() => state() === 'loading');
    requests[1].resolve('again');
    await waitFor(() => state() === 'ready');
    expect(text()).to.equal('again');
    expect(reports).to.have.length(1);
  });

  it('aborts a load a new key overtook and ignores its answer', async () => {
    show({ on: true, id: 'a' });
    await waitFor(() => requests.length === 1);
    show({ on: true, id: 'b' });
    await waitFor(() => requests.length === 2);
    expect(requests[0].signal.aborted).to.equal(true);
    expect(requests[1].signal.aborted).to.equal(false);
    await settleOvertaken(() => requests[0].resolve('A'));
  });

  it('ignores the failure of a load a new key overtook: no report, no error view', async () => {
    show({ on: true, id: 'a' });
    await waitFor(() => requests.length === 1);
    show({ on: true, id: 'b' });
    await waitFor(() => requests.length === 2);
    await settleOvertaken(() => requests[0].reject(new Error('late')));
  });

  it('aborts the load in flight when the component goes', async () => {
    show({ on: true, id: 'a' });
    await waitFor(() => requests.length === 1);
    root.unmount();
    expect(requests[0].signal.aborted).to.equal(true);
    root = createRoot(host);
  });

  it('keeps loaded data while there is nothing to load, but forgets a failure', async () => {
    show({ on: true, id: 'a' });
    await waitFor(() => requests.length === 1);
    requests[0].resolve('A');
    await waitFor(() => state() === 'ready');
    show({ on: false, id: 'a' });
    await waitFor(() => state() === 'ready');
    expect(text()).to.equal('A');
    expect(requests).to.have.length(1);

    show({ on: true, id: 'b' });
    await waitFor(() => requests.length === 2);
    requests[1].reject(new Error('down'));
    await waitFor(() => state() === 'error');
    show({ on: false, id: 'b' });
    await waitFor(() => state() === 'loading');
  });

  it('edits the loaded data with set(loaded(edit)), and leaves any other state alone', async () => {
    show({ on: true, id: 'a' });
    await waitFor(() => requests.length === 1);
    handle[2](loaded((d) => `${d}!`));
    requests[0].resolve('A');
    await waitFor(() => state() === 'ready');
    // the edit made while loading changed nothing: the answer shows as it came
    expect(text()).to.equal('A');
    handle[2](loaded((d) => `${d}!`));
    await waitFor(() => text() === 'A!');
  });
});
