/**
 * Hostile and legitimate redirect values (RELIABILITY B1), written as they would appear in the
 * subscription check page's query string (`?redirect=<value>`). Shared by the Node and browser tests.
 */

/** Page origin the corpus is checked against. */
export const CORPUS_PAGE_ORIGIN = 'https://merchant.test';
/** The merchant's extra allowed origin in the corpus. */
export const CORPUS_ALLOWED_ORIGINS = ['https://account.merchant.test'];

/** Values that must never lead off the allow-list or run script. */
export const HOSTILE_REDIRECTS: readonly string[] = [
  'javascript:alert(1)',
  'JavaScript:alert(document.domain)',
  '%20javascript:alert(1)',
  'java%09script:alert(1)',
  'java%0Ascript:alert(1)',
  'javascript%3Aalert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'blob:https://merchant.test/0b6f',
  'file:///etc/passwd',
  '//evil.test',
  '%2F%2Fevil.test',
  '///evil.test',
  '/%5Cevil.test',
  '%5C%5Cevil.test',
  'https://merchant.test@evil.test',
  'https://merchant.test%40evil.test',
  'https://merchant.test.evil.test',
  'https://evil.test%2F@merchant.test',
  'https://evil.test%5C@merchant.test',
  'https://evil.test',
  'http://merchant.test/account',
  'https://merchant.test:8443/account',
  'https://m%D0%B5rchant.test/account',
  'https://%E2%93%94vil.test/',
  'https://merchant.test%00.evil.test/',
  '%0D%0ALocation:%20https://evil.test',
  'https://evil.test/%0D%0ASet-Cookie:x=1',
  'http://localhost:3000/',
  `https://merchant.test/${'a'.repeat(3000)}`,
  'https%3A%2F%2Fevil.test',
];

/** Values that are followed, with the address they lead to. */
export const ALLOWED_REDIRECTS: ReadonlyArray<readonly [string, string]> = [
  ['/account', 'https://merchant.test/account'],
  ['https://merchant.test/thanks?plan=2', 'https://merchant.test/thanks?plan=2'],
  ['https%3A%2F%2Fmerchant.test%2Fok', 'https://merchant.test/ok'],
  ['https://account.merchant.test/welcome', 'https://account.merchant.test/welcome'],
  ['%252F%252Fevil.test', 'https://merchant.test/%2F%2Fevil.test'],
  // decoded once only: a double-encoded scheme stays a harmless same-origin path
  ['javascript%253Aalert(1)', 'https://merchant.test/javascript%3Aalert(1)'],
];
