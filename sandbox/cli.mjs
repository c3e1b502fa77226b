#!/usr/bin/env node
// Command line for the sandbox platform.
//   npm run sandbox                 start it (HTTP port from SANDBOX_PORT, default 4010)
//   npm run sandbox -- --fresh      start a throwaway in-memory instance (nothing written to disk)
//   npm run sandbox -- --reset      delete the saved data, then start from the seed
//   npm run sandbox -- --reset-only delete the saved data and exit
//   npm run sandbox -- --port 4011  another port
// SANDBOX_DATA_DIR overrides where the data lives (default .sandbox-data in the repository).
import { startSandbox, resetData } from './server.mjs';

const args = process.argv.slice(2);
const has = (/** @type {string} */ f) => args.includes(f);
const value = (/** @type {string} */ f) => { const i = args.indexOf(f); return i >= 0 ? args[i + 1] : undefined; };

if (has('--help') || has('-h')) {
  console.log('Usage: npm run sandbox -- [--fresh] [--reset] [--reset-only] [--port N] [--quiet]');
  process.exit(0);
}
if (has('--reset') || has('--reset-only')) {
  resetData(process.env.SANDBOX_DATA_DIR || undefined);
  console.log('Sandbox data deleted; the next start begins from the seed.');
  if (has('--reset-only')) process.exit(0);
}
const port = value('--port') !== undefined ? Number(value('--port')) : undefined;
let sandbox;
try {
  sandbox = await startSandbox({ port, fresh: has('--fresh'), quiet: has('--quiet'), dataDir: process.env.SANDBOX_DATA_DIR || undefined });
} catch (error) {
  if (/** @type {any} */ (error)?.code !== 'EADDRINUSE') throw error;
  const taken = /** @type {any} */ (error).port ?? port ?? (Number(process.env.SANDBOX_PORT) || 4010);
  console.error(`The sandbox port is already in use (${taken}): another sandbox, or \`npm start\` (which runs one), may be running there. Use that one, stop it, or choose another port, e.g. npm run sandbox -- --port 4011`);
  process.exit(1);
}
let closing = false;
const stop = async () => {
  if (closing) return;
  closing = true;
  await sandbox.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
