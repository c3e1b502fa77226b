import { test, afterEach } from 'node:test';
import assert from 'node:assert/strict';
import { $dialog, openDialog, closeDialog, updatePleaseWait, pleaseWaitText, buildDialog, DIALOG_TEXTS } from './dialogs';
import { setNavigator } from './navigation';
import { setConfig, resetConfig } from './config';
import { DEFAULT_ROUTE_TEMPLATES } from '../site/route-names';

afterEach(() => {
  setNavigator(null);
  resetConfig();
  closeDialog();
});

test('the dialogs carry the spec\'s exact titles and texts (SPEC section 8)', () => {
  assert.deepEqual(DIALOG_TEXTS['payment-failed'], {
    title: 'Payment failed',
    text: 'There was a problem processing your payment. Please review your card details or use a different card.',
  });
  assert.deepEqual(DIALOG_TEXTS['subscription-failed'], {
    title: 'Subscription failed',
    text: 'There was a problem processing your subscription. Please review your card details or use a different card.',
  });
  assert.deepEqual(DIALOG_TEXTS['subscription-error'], {
    title: 'There was an error processing your subscription',
    text: 'Please try to do the payment with a different card or contact support',
  });
  assert.equal(buildDialog('please-wait', { seconds: 12.2 }).title, 'Please wait');
});

test('Please wait says how many seconds remain', () => {
  assert.equal(pleaseWaitText(13), 'You can try to subscribe again in 13 seconds.');
  assert.equal(pleaseWaitText(1), 'You can try to subscribe again in 1 second.');
  assert.equal(pleaseWaitText(0.2), 'You can try to subscribe again in 1 second.');
});

test('a failure dialog shows the explanation as detail and one dialog shows at a time', () => {
  openDialog('payment-failed', { detail: 'Card declined <b>' });
  assert.equal($dialog.get()?.detail, 'Card declined <b>');
  assert.equal($dialog.get()?.tone, 'error');
  openDialog('subscription-failed');
  assert.equal($dialog.get()?.kind, 'subscription-failed');
  assert.equal($dialog.get()?.detail, '');
});

test('closing the subscription error dialog goes to the home page template', () => {
  const went: string[] = [];
  setNavigator((url) => went.push(url));
  setConfig({ routes: { home: '/start' } });
  const id = openDialog('subscription-error');
  assert.equal(closeDialog(id + 1), undefined, 'a stale id closes nothing');
  assert.equal(closeDialog(id), '/start');
  assert.deepEqual(went, ['/start']);
  assert.equal($dialog.get(), null);
  openDialog('payment-failed');
  closeDialog();
  assert.deepEqual(went, ['/start'], 'other dialogs close in place');
  // without a template, or with one that is no path on this site (set in code, unchecked), the default
  resetConfig();
  assert.equal(closeDialog(openDialog('subscription-error')), DEFAULT_ROUTE_TEMPLATES.home);
  setConfig({ routes: { home: '//evil.test/' } });
  assert.equal(closeDialog(openDialog('subscription-error')), '/');
});

test('updatePleaseWait changes only a Please wait dialog and closes it at zero', () => {
  openDialog('payment-failed');
  updatePleaseWait(5);
  assert.equal($dialog.get()?.kind, 'payment-failed');
  openDialog('please-wait', { seconds: 9 });
  updatePleaseWait(4);
  assert.equal($dialog.get()?.text, 'You can try to subscribe again in 4 seconds.');
  updatePleaseWait(0);
  assert.equal($dialog.get(), null);
});
