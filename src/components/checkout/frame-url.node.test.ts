import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cardFrameUrl } from './frame-url';

test('the card frame: card-frame-url when set; the sandbox serves one on this machine; the hosted platform none', (t) => {
  const errors: string[] = [];
  t.mock.method(console, 'error', (m: string) => void errors.push(m));
  const config = { cardFrameUrl: null, development: false };
  assert.equal(cardFrameUrl({ ...config, cardFrameUrl: 'https://pay.shop.test/card-frame/' }, 'https://services.inplayer.com'), 'https://pay.shop.test/card-frame/');
  assert.equal(cardFrameUrl(config, 'http://127.0.0.1:4010'), 'http://127.0.0.1:4010/card-frame/');
  assert.equal(cardFrameUrl(config, 'http://127.0.0.1:4010/'), 'http://127.0.0.1:4010/card-frame/');
  assert.deepEqual(errors, []);
  // production and staging: no frame there to load; the error names the setting, once
  assert.equal(cardFrameUrl(config, 'https://services.inplayer.com'), '');
  assert.equal(cardFrameUrl(config, 'https://staging-v2.inplayer.com'), '');
  assert.equal(cardFrameUrl({ ...config, cardFrameUrl: 'javascript:alert(1)' }, 'https://services.inplayer.com'), '', 'an unusable setting is no setting');
  assert.equal(errors.length, 1);
  assert.match(errors[0], /card-frame-url is not set/);
});
