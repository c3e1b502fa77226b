// The card-frame folder, when built, is served at /card-frame/ with correct content types and no escape from it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSandbox } from '../server.mjs';

test('card frame files are served from the folder, index.html for the folder, 404 outside it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'card-frame-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>card</title>');
  writeFileSync(join(dir, 'assets', 'frame.js'), 'export {};');
  writeFileSync(join(dir, 'assets', 'frame.css'), 'body{}');
  const sb = await startSandbox({ port: 0, fresh: true, quiet: true, cardFrameDir: dir });
  try {
    const idx = await fetch(`${sb.apiBase}/card-frame/`);
    assert.equal(idx.status, 200);
    assert.match(idx.headers.get('content-type') ?? '', /text\/html/);
    assert.match(await idx.text(), /card/);
    const js = await fetch(`${sb.apiBase}/card-frame/assets/frame.js`);
    assert.match(js.headers.get('content-type') ?? '', /text\/javascript/);
    const css = await fetch(`${sb.apiBase}/card-frame/assets/frame.css`);
    assert.match(css.headers.get('content-type') ?? '', /text\/css/);
    assert.equal((await fetch(`${sb.apiBase}/card-frame/missing.js`)).status, 404);
    assert.equal((await fetch(`${sb.apiBase}/card-frame/%2e%2e/%2e%2e/etc/passwd`)).status, 404);
  } finally {
    await sb.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const none = await startSandbox({ port: 0, fresh: true, quiet: true, cardFrameDir: join(dir, 'gone') });
  try {
    assert.equal((await fetch(`${none.apiBase}/card-frame/`)).status, 404);
  } finally { await none.close(); }
});

test('the card page may be framed only by this machine\'s pages and the configured merchant origins', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'card-frame-'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>card</title>');
  writeFileSync(join(dir, 'frame.js'), 'export {};');
  const sb = await startSandbox({ port: 0, fresh: true, quiet: true, cardFrameDir: dir, allowedOrigins: ['https://shop.example.test'] });
  try {
    const page = await fetch(`${sb.apiBase}/card-frame/`);
    assert.equal(page.headers.get('content-security-policy'), "frame-ancestors http://127.0.0.1:* http://localhost:* 'self' https://shop.example.test");
    const script = await fetch(`${sb.apiBase}/card-frame/frame.js`);
    assert.equal(script.headers.get('content-security-policy'), null, 'only documents carry it');
  } finally {
    await sb.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
