import { test, mock } from 'node:test';
import assert from 'node:assert/strict';
import { $toasts, pushToast, dismissToast, clearToasts, TOAST_LIFETIME_MS, MAX_TOASTS, holdToasts, $toastsHeld } from './toasts';

/** Runs `body` with the toasts' timers on node:test's mocked clock, then clears them. */
function onMockedClock(body: () => void) {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    body();
  } finally {
    clearToasts();
    mock.timers.reset();
  }
}

test('toasts live for 4 s by default (SPEC section 9)', () => onMockedClock(() => {
  assert.equal(TOAST_LIFETIME_MS, 4000);
  pushToast('hello');
  mock.timers.tick(3999);
  assert.equal($toasts.get().length, 1);
  mock.timers.tick(1);
  assert.equal($toasts.get().length, 0);
}));

test('a custom lifetime is honoured and an invalid one falls back to the default', () => onMockedClock(() => {
  pushToast({ message: 'quick', lifetime: 100 });
  pushToast({ message: 'bad', lifetime: -5 });
  mock.timers.tick(100);
  assert.deepEqual($toasts.get().map((t) => t.message), ['bad']);
  mock.timers.tick(3900);
  assert.equal($toasts.get().length, 0);
}));

test('dismissToast removes one toast; the oldest make room past the cap', () => {
  const ids = Array.from({ length: MAX_TOASTS + 2 }, (_, i) => pushToast({ message: `m${i}`, kind: 'warning' }));
  assert.equal($toasts.get().length, MAX_TOASTS);
  assert.equal($toasts.get()[0].message, 'm2');
  dismissToast(ids[ids.length - 1]);
  assert.equal($toasts.get().length, MAX_TOASTS - 1);
  assert.ok($toasts.get().every((t) => t.kind === 'warning'));
  clearToasts();
  assert.equal($toasts.get().length, 0);
});

test('while a modal dialog holds them, toasts wait with their lifetime not running, then show for all of it', () => {
  mock.timers.enable({ apis: ['setTimeout'] });
  try {
    const release = holdToasts();
    const again = holdToasts();
    assert.equal($toastsHeld.get(), true);
    pushToast('Payment completed');
    mock.timers.tick(10_000);
    assert.deepEqual($toasts.get().map((t) => t.message), ['Payment completed'], 'kept while held');
    release();
    release(); // a second call of the same release does nothing
    assert.equal($toastsHeld.get(), true, 'the other dialog still holds them');
    again();
    assert.equal($toastsHeld.get(), false);
    mock.timers.tick(3999);
    assert.equal($toasts.get().length, 1, 'its whole lifetime after the dialog closed');
    mock.timers.tick(1);
    assert.equal($toasts.get().length, 0);
  } finally {
    clearToasts();
    mock.timers.reset();
  }
});
