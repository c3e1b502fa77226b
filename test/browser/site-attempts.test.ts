import { expect } from 'chai';
import { waitFor } from '../helpers/dom';
import { $attemptWait, recordFailedAttempt, resetAttempts, canAttemptSubscription, remainingAttemptWaitMs } from '../../src/stores/attempts';
import { $dialog, closeDialog } from '../../src/stores/dialogs';
import { SITE_STORAGE_KEY } from '../../src/site/site-storage';

interface TabApi {
  $attemptWait: typeof $attemptWait;
  $dialog: typeof $dialog;
  canAttemptSubscription: typeof canAttemptSubscription;
  recordFailedAttempt: typeof recordFailedAttempt;
}

// A second tab of the site: a same-origin iframe has its own copy of the stores and shares
// localStorage and BroadcastChannel with this page.
async function openTab(): Promise<{ frame: HTMLIFrameElement; api: TabApi }> {
  const frame = document.createElement('iframe');
  frame.srcdoc = `<!doctype html><script type="module">
    import * as attempts from '/src/stores/attempts.ts';
    import * as dialogs from '/src/stores/dialogs.ts';
    window.tabApi = { $attemptWait: attempts.$attemptWait, canAttemptSubscription: attempts.canAttemptSubscription,
      recordFailedAttempt: attempts.recordFailedAttempt, $dialog: dialogs.$dialog };
  </script>`;
  document.body.append(frame);
  const api = await waitFor(() => (frame.contentWindow as unknown as { tabApi?: TabApi }).tabApi, { timeout: 8000, message: 'second tab loaded' });
  return { frame, api };
}

describe('subscription retry wait across tabs', function () {
  this.timeout(20000);
  let frame: HTMLIFrameElement | undefined;
  beforeEach(() => {
    localStorage.removeItem(SITE_STORAGE_KEY);
    resetAttempts();
  });
  afterEach(() => {
    frame?.remove();
    frame = undefined;
    closeDialog();
    localStorage.removeItem(SITE_STORAGE_KEY);
    resetAttempts();
  });

  it('a failure in this tab makes the other tab wait, with the Please wait dialog counting down', async () => {
    const tab = await openTab();
    frame = tab.frame;
    const unlisten = tab.api.$attemptWait.listen(() => {});
    expect(tab.api.canAttemptSubscription()).to.equal(true);
    recordFailedAttempt();
    await waitFor(() => tab.api.$attemptWait.get() >= 29, { timeout: 1000, strict: true, message: 'the wait reaches the other tab' });
    expect(tab.api.canAttemptSubscription()).to.equal(false);
    const dialog = tab.api.$dialog.get();
    expect(dialog?.title).to.equal('Please wait');
    expect(dialog?.text).to.match(/in (29|30) seconds\./);
    await waitFor(() => (tab.api.$dialog.get()?.seconds ?? 99) <= 28, { message: 'the dialog counts down' });
    unlisten();
  });

  it('a failure in the other tab reaches this tab, and a stored time from a clock an hour ahead still waits at most 30 s', async () => {
    const tab = await openTab();
    frame = tab.frame;
    const unlisten = $attemptWait.listen(() => {});
    tab.api.recordFailedAttempt();
    await waitFor(() => $attemptWait.get() >= 29, { timeout: 1000, strict: true, message: 'the wait reaches this tab' });
    expect(canAttemptSubscription()).to.equal(false);
    expect($dialog.get()?.kind).to.equal('please-wait');
    unlisten();

    localStorage.setItem(SITE_STORAGE_KEY, JSON.stringify({ lastAttemptAt: Date.now() + 3_600_000 }));
    resetAttempts();
    expect(remainingAttemptWaitMs()).to.be.at.most(30_000).and.above(29_000);
  });
});
