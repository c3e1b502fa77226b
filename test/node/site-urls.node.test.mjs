// The membership site's copy of the elements' URL checks (examples/membership-site/urls.mjs) gives the
// same answers as the library's (src/site/urls.ts) for every address of the hostile corpus and more,
// with and without a base; and the site's image rule writes nothing but an https address, an http
// address of this machine, or a path of the site.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import * as library from '../../src/site/urls.ts';
import { safeUrl as siteCheck, safeImageUrl as siteImageCheck, imageSrc, MAX_URL_LENGTH, PLACEHOLDER_IMAGE } from '../../examples/membership-site/urls.mjs';
import { HOSTILE_REDIRECTS, ALLOWED_REDIRECTS } from '../helpers/redirect-corpus.ts';

const CORPUS = [
  ...HOSTILE_REDIRECTS, ...ALLOWED_REDIRECTS.flat(),
  'javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,AAAA',
  'vbscript:msgbox(1)', 'blob:https://x/1', 'https://cdn.example/a.jpg', 'http://cdn.example/a.jpg', 'http://127.0.0.1:4010/media/a/thumb.svg',
  'http://localhost/a.png', 'http://[::1]/a.png', 'https://user:pw@cdn.example/a.jpg', 'http://user@127.0.0.1/a.png', '/assets/logo.svg',
  '//cdn.example/a.jpg', '/\\evil.example/a.png', 'thumb.jpg', '', '   ', 'https://a\\b', `https://x/${'a'.repeat(2100)}`, 'https://x/\u0000', 'mailto:a@b',
  42, null, undefined, { toString: () => 'https://x' }, ['https://x'],
];

test('the site\'s URL check answers as the library\'s for every address, with and without a base', () => {
  assert.equal(MAX_URL_LENGTH, library.MAX_URL_LENGTH);
  for (const value of CORPUS) {
    for (const base of [undefined, 'https://merchant.test/', 'http://site.invalid/']) {
      assert.equal(siteCheck(value, base), library.safeUrl(value, base), `${JSON.stringify(value)} against ${base}`);
    }
  }
});

test('the site\'s image rule answers as the library\'s for a server render, where it has one', () => {
  for (const value of CORPUS) {
    const mine = siteImageCheck(value);
    if (mine) assert.equal(mine, library.safeUrl(value), `${JSON.stringify(value)} is an address the URL check accepts`);
    // the library's image rule, judged for no page (a server render), once the library has it
    if (typeof library.safeImageUrl === 'function') assert.equal(mine, library.safeImageUrl(value, undefined, null), JSON.stringify(value));
  }
  assert.equal(siteImageCheck('https://cdn.example/a.jpg'), 'https://cdn.example/a.jpg');
  assert.equal(siteImageCheck('http://127.0.0.1:4010/media/a/thumb.svg'), 'http://127.0.0.1:4010/media/a/thumb.svg');
  for (const refused of ['http://cdn.example/a.jpg', 'https://user:pw@cdn.example/a.jpg', 'data:image/png;base64,AAAA', 'javascript:alert(1)']) {
    assert.equal(siteImageCheck(refused), null, refused);
  }
});

test('an image address the site writes is https, http of this machine or a path of the site, else the placeholder', () => {
  for (const value of CORPUS) {
    const src = imageSrc(value);
    assert.match(src, /^(https:\/\/|http:\/\/(127\.0\.0\.1|localhost|\[::1\])[:/]|\/(?![/\\]))/, JSON.stringify(value));
  }
  assert.equal(imageSrc('/assets/logo.svg'), '/assets/logo.svg');
  assert.equal(imageSrc('https://cdn.example/a.jpg'), 'https://cdn.example/a.jpg');
  assert.equal(imageSrc('http://cdn.example/a.jpg'), PLACEHOLDER_IMAGE);
  assert.equal(imageSrc('javascript:alert(1)'), PLACEHOLDER_IMAGE);
  assert.equal(imageSrc('/\\evil.example/a.png'), PLACEHOLDER_IMAGE);
});
