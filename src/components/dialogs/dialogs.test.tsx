import { expect } from 'chai';
import '../../../elements/paywall-dialogs';
import { $dialog, closeDialog, openDialog } from '../../stores/dialogs';
import { recordFailedAttempt, resetAttempts } from '../../stores/attempts';
import { cleanup, fixture, shadow, waitFor } from '../../../test/helpers/dom';
import { fakeLongTimers } from '../../../test/helpers/fake-clock';

const dialogOf = (el: Element) => shadow(el).querySelector<HTMLDialogElement>('dialog')!;
const text = (el: Element, name: string) => shadow(el).querySelector(`[part~="${name}"]`)?.textContent;

describe('<paywall-dialogs>', () => {
  afterEach(() => {
    closeDialog();
    resetAttempts({ storage: null });
    cleanup();
  });

  it('shows Payment failed as a native modal with the exact texts and the event explanation as text', async () => {
    const el = fixture('<paywall-dialogs></paywall-dialogs>');
    openDialog('payment-failed', { detail: '<img src=x onerror=alert(1)> Card declined' });
    await waitFor(() => dialogOf(el)?.open, { message: 'dialog open' });
    expect(dialogOf(el).matches(':modal')).to.equal(true);
    expect(text(el, 'dialog-title')).to.equal('Payment failed');
    expect(text(el, 'dialog-text')).to.equal('There was a problem processing your payment. Please review your card details or use a different card.');
    expect(text(el, 'dialog-detail')).to.equal('<img src=x onerror=alert(1)> Card declined');
    expect(shadow(el).querySelector('img')).to.equal(null);
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-state')).to.equal('open');
    expect(shadow(el).querySelector('[part~="base"]')!.getAttribute('data-kind')).to.equal('payment-failed');
    expect(dialogOf(el).getAttribute('part')).to.equal('dialog dialog-payment-failed');
    shadow(el).querySelector<HTMLButtonElement>('[part~="dialog-ok"]')!.click();
    await waitFor(() => !dialogOf(el).open, { message: 'closed' });
    expect($dialog.get()).to.equal(null);
  });

  it('closes with Escape', async () => {
    const el = fixture('<paywall-dialogs></paywall-dialogs>');
    await waitFor(() => shadow(el).querySelector('dialog'));
    openDialog('subscription-failed');
    await waitFor(() => dialogOf(el).open);
    expect(text(el, 'dialog-title')).to.equal('Subscription failed');
    dialogOf(el).dispatchEvent(new Event('cancel', { cancelable: true }));
    await waitFor(() => !dialogOf(el).open);
    expect($dialog.get()).to.equal(null);
  });

  it('counts down the Please wait seconds', async () => {
    // the 30 s wait's seconds on a fake clock (its timer and performance.now): one tick is exactly one second
    const clock = fakeLongTimers(100, { performanceNow: true });
    try {
      resetAttempts({ storage: null });
      const el = fixture('<paywall-dialogs></paywall-dialogs>');
      await waitFor(() => shadow(el).querySelector('dialog'));
      recordFailedAttempt();
      openDialog('please-wait', { seconds: 30 });
      await waitFor(() => dialogOf(el).open);
      expect(text(el, 'dialog-title')).to.equal('Please wait');
      expect(text(el, 'dialog-text')).to.equal('You can try to subscribe again in 30 seconds.');
      await waitFor(() => clock.dueIn().includes(1000), { message: 'the next second waits' });
      clock.tick(1000);
      await waitFor(() => text(el, 'dialog-text') === 'You can try to subscribe again in 29 seconds.', { message: 'ticked' });
      expect(shadow(el).querySelector('[part~="dialog-content"]')!.getAttribute('role')).to.equal('status');
    } finally {
      clock.restore();
      resetAttempts({ storage: null });
    }
  });

  it('goes home when the subscription error closes', async () => {
    const el = fixture('<paywall-dialogs></paywall-dialogs>');
    await waitFor(() => shadow(el).querySelector('dialog'));
    const seen: string[] = [];
    const stop = (e: Event) => {
      e.preventDefault();
      seen.push((e as CustomEvent<{ url: string }>).detail.url);
    };
    document.addEventListener('paywall-navigate', stop);
    try {
      openDialog('subscription-error');
      await waitFor(() => dialogOf(el).open);
      expect(text(el, 'dialog-title')).to.equal('There was an error processing your subscription');
      expect(text(el, 'dialog-text')).to.equal('Please try to do the payment with a different card or contact support');
      shadow(el).querySelector<HTMLButtonElement>('[part~="dialog-close"]')!.click();
      await waitFor(() => seen.length, { message: 'navigation requested' });
      expect(seen[0]).to.equal('/');
    } finally {
      document.removeEventListener('paywall-navigate', stop);
    }
  });
});
