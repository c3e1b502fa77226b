import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rewardsFromAnswer, toReward, validUntil } from './rewards';

test('a reward needs a code; text is trimmed, bounded and kept as text; unknown kinds get no label', () => {
  assert.equal(toReward({ title: 'No code' }), null);
  assert.equal(toReward({ code: '   ' }), null);
  assert.equal(toReward('PARTNER-20'), null);
  assert.deepEqual(toReward({ code: ' PARTNER-20 ' }), { code: 'PARTNER-20', title: 'PARTNER-20' });
  assert.deepEqual(toReward({ code: 'T-1', title: ' A\n ticket ', type: 'Ticket', expires_at: '2026-06-01' }), { code: 'T-1', title: 'A ticket', kind: 'ticket', expires: '2026-06-01' });
  assert.equal(toReward({ code: 'X', kind: 'gold' })!.kind, undefined);
  assert.equal(toReward({ code: 'X', kind: '__proto__' })!.kind, undefined);
  assert.equal(toReward({ code: 'x'.repeat(500) })!.code.length, 200);
  assert.equal(toReward({ code: 'X', title: '<b>bold</b>' })!.title, '<b>bold</b>');
});

test('an endpoint answer: data, rewards or collection; refusals and shapeless answers throw', () => {
  assert.deepEqual(rewardsFromAnswer({ success: true, data: [{ code: 'A' }, { title: 'no code' }, null] }), [{ code: 'A', title: 'A' }]);
  assert.deepEqual(rewardsFromAnswer({ rewards: [{ code: 'B' }] }), [{ code: 'B', title: 'B' }]);
  assert.deepEqual(rewardsFromAnswer({ collection: [] }), []);
  assert.throws(() => rewardsFromAnswer({ success: false, data: [{ code: 'A' }] }), /could not be read/);
  assert.throws(() => rewardsFromAnswer({ success: true, data: 'A' }), /no list/);
});

test('until when a reward is valid: a date in the locale, any other text as written', () => {
  assert.equal(validUntil('2026-12-31'), 'Valid until Dec 31, 2026');
  assert.equal(validUntil('2026-12-31', 'nl'), 'Valid until 31 dec 2026');
  assert.equal(validUntil('the end of the season'), 'Valid until the end of the season');
});
