/**
 * The sandbox platform for Node tests written in TypeScript (sandbox/server.mjs is plain JS without
 * type declarations; the specifier sits in a variable so the typecheck does not look for them).
 */
export type Sandbox = { apiBase: string; merchantUuid: string; clientId: string; close(): Promise<void> };

const sandboxModule = '../../sandbox/server.mjs';

/** Starts a sandbox; tests pass `{ port: 0, fresh: true, quiet: true }`. */
export const { startSandbox } = (await import(sandboxModule)) as { startSandbox(options: object): Promise<Sandbox> };
