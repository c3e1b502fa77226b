// The membership site's copy of the elements' URL check (examples/membership-site/urls.mjs) gives the
// same answer as the library's (src/site/urls.ts) for every address of the hostile corpus and more,
// with and without a base; and the site's image rule writes nothing but an http(s) address or a path.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { safeUrl as libraryCheck, MAX_URL_LENGTH as LIBRARY_MAX } from '../../src/site/urls.ts';
import { safeUrl as siteCheck, imageSrc, MAX_URL_LENGTH, PLACEHOLDER_IMAGE } from '../../examples/membership-site/urls.mjs';
import { HOSTILE_REDIRECTS, ALLOWED_REDIRECTS } from '../helpers/redirect-corpus.ts';

const CORPUS = [
  ...HOSTILE_REDIRECTS, ...ALLOWED_REDIRECTS.flat(),
  'javascript:alert(1)', ' JAVASCRIPT:alert(1)', 'java\tscript:alert(1)', 'data:text/html,<script>alert(1)</script>', 'data:image/png;base64,AAAA',
  'vbscript:msgbox(1)', 'blob:https://x/1', 'https://cdn.example/a.jpg', 'http://127.0.0.1:4010/media/a/thumb.svg', '/assets/logo.svg',
  '//cdn.example/a.jpg', 'thumb.jpg', '', '   ', 'https://a\\b', `https://x/${'a'.repeat(2100)}`, 'https://x/\u0000', 'mailto:a@b',
  42, null, undefined, { toString: () => 'https://x' }, ['https://x'],
];

test('the site\'s URL check answers as the library\'s for every address, with and without a base', () => {
  assert.equal(MAX_URL_LENGTH, LIBRARY_MAX);
  for (const value of CORPUS) {
    for (const base of [undefined, 'https://merchant.test/', 'http://site.invalid/']) {
      assert.equal(siteCheck(value, base), libraryCheck(value, base), `${JSON.stringify(value)} against ${base}`);
    }
  }
});

test('an image address the site writes is http(s) or a path of the site, else the placeholder', () => {
  for (const value of CORPUS) {
    const src = imageSrc(value);
    assert.match(src, /^(https?:\/\/|\/(?!\/))/, JSON.stringify(value));
    if (!libraryCheck(value, 'http://site.invalid/')) assert.equal(src, PLACEHOLDER_IMAGE, JSON.stringify(value));
  }
  assert.equal(imageSrc('/assets/logo.svg'), '/assets/logo.svg');
  assert.equal(imageSrc('https://cdn.example/a.jpg'), 'https://cdn.example/a.jpg');
});
