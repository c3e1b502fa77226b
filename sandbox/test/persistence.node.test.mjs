// State survives a restart; reset returns to the seed; the command line starts, prints its banner and stops.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, dirname } from 'node:path';
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { startSandbox } from '../server.mjs';
import { client, signUp, card } from './helpers.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

test('a restart keeps accounts, purchases and mail; reset returns to the seed', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
  try {
    let sb = await startSandbox({ port: 0, dataDir, quiet: true });
    let call = client(sb);
    const v = await signUp(call, sb);
    await call('POST', '/payments', { token: v.token, form: card('4242424242424242', { access_fee: 60001 }) });
    await call('POST', '/accounts/forgot-password', { form: { email: v.email, merchant_uuid: sb.merchantUuid } });
    await sb.close();
    assert.ok(existsSync(join(dataDir, 'sandbox.sqlite')), 'the database file is written');

    sb = await startSandbox({ port: 0, dataDir, quiet: true });
    call = client(sb);
    const login = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: v.email, password: v.password } });
    assert.equal(login.status, 200, 'the account survived');
    assert.equal((await call('GET', '/accounts', { token: v.token })).status, 200, 'so did the token');
    assert.equal((await call('GET', '/items/40001/access', { token: login.body.access_token })).status, 200, 'and the purchase');
    assert.equal((await call('GET', `/sandbox/mailbox?to=${encodeURIComponent(v.email)}&format=json`)).body.total, 1, 'and the mail');
    const next = await signUp(call, sb);
    assert.ok(next.account.id > v.account.id, 'ids keep counting after a restart');

    assert.equal((await call('POST', '/sandbox/reset')).status, 200);
    assert.equal((await call('GET', '/accounts', { token: v.token })).status, 401, 'reset forgets accounts');
    assert.equal((await call('GET', '/items/40001')).status, 200, 'and keeps the seed');
    await sb.close();

    sb = await startSandbox({ port: 0, dataDir, quiet: true });
    call = client(sb);
    const after = await call('POST', '/accounts/authenticate', { form: { client_id: sb.clientId, grant_type: 'password', username: v.email, password: v.password } });
    assert.equal(after.status, 401, 'the reset was persisted');
    await sb.close();
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('a fresh instance writes nothing and starts from the seed', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-fresh-'));
  try {
    const sb = await startSandbox({ port: 0, dataDir, fresh: true, quiet: true });
    const call = client(sb);
    await signUp(call, sb);
    assert.equal(sb.info().fresh, true);
    await sb.close();
    assert.equal(existsSync(join(dataDir, 'sandbox.sqlite')), false);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test('two instances on port 0 run side by side with separate state', async () => {
  const [a, b] = await Promise.all([startSandbox({ port: 0, fresh: true, quiet: true }), startSandbox({ port: 0, fresh: true, quiet: true })]);
  try {
    assert.notEqual(a.port, b.port);
    const v = await signUp(client(a), a);
    assert.equal((await client(b)('GET', '/accounts', { token: v.token })).status, 401);
    const info = a.info();
    for (const k of ['apiBase', 'port', 'keyServiceURL', 'iotEndpoint', 'mailboxURL', 'merchantUuid', 'clientId', 'seed']) assert.ok(info[k], k);
    assert.equal(info.keyServiceURL, `${a.apiBase}/iot/keys`);
    assert.equal(JSON.parse(JSON.stringify(info)).apiBase, a.apiBase);
  } finally {
    await Promise.all([a.close(), b.close()]);
  }
});

test('the command line prints the API base, broker, merchant and mailbox, serves, and stops on SIGTERM', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'sandbox-cli-'));
  const child = spawn(process.execPath, [join(HERE, '..', 'cli.mjs'), '--port', '0'], { env: { ...process.env, SANDBOX_DATA_DIR: dataDir }, stdio: ['ignore', 'pipe', 'pipe'] });
  try {
    let out = '';
    const base = await new Promise((resolve, reject) => {
      const t = setTimeout(() => reject(new Error(`no banner: ${out}`)), 15000);
      child.stdout.on('data', (d) => {
        out += d;
        if (/mailbox/.test(out)) { clearTimeout(t); resolve(/http:\/\/127\.0\.0\.1:\d+/.exec(out)?.[0]); }
      });
      child.once('exit', (code) => reject(new Error(`exited ${code}: ${out}`)));
    });
    assert.match(out, /ws:\/\/127\.0\.0\.1:\d+\/mqtt/);
    assert.match(out, /c6f4002f-7415-4eb6-ab03-72b0f7aff0e8/);
    assert.match(out, /\/sandbox\/mailbox/);
    const seed = await (await fetch(`${base}/sandbox/seed`)).json();
    assert.equal(seed.merchantUuid, 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8');
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    assert.equal(await exited, 0);
    assert.ok(existsSync(join(dataDir, 'sandbox.sqlite')), 'data written on shutdown');
    const reset = spawn(process.execPath, [join(HERE, '..', 'cli.mjs'), '--reset-only'], { env: { ...process.env, SANDBOX_DATA_DIR: dataDir } });
    assert.equal(await new Promise((r) => reset.once('exit', r)), 0);
    assert.equal(existsSync(join(dataDir, 'sandbox.sqlite')), false, '--reset-only deletes the data');
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});
