/**
 * The sandbox platform for Node tests written in TypeScript (sandbox/server.mjs is plain JS without
 * type declarations; the specifier sits in a variable so the typecheck does not look for them).
 */
export type Sandbox = { apiBase: string; ssoURL: string; merchantUuid: string; clientId: string; close(): Promise<void> };

const sandboxModule = '../../sandbox/server.mjs';

/** Starts a sandbox; tests pass `{ port: 0, fresh: true, quiet: true }`. */
export const { startSandbox } = (await import(sandboxModule)) as { startSandbox(options: object): Promise<Sandbox> };

/** A request as it left a client: what the platform would see. */
export type Sent = { method: string; url: URL; headers: Headers; body: unknown };

/** A `fetch` for `createClient` that records every request in `sent` before sending it. */
export function recordingFetch(sent: Sent[]): typeof fetch {
  return (input, init) => {
    const req = new Request(input, init);
    sent.push({ method: req.method, url: new URL(req.url), headers: req.headers, body: init?.body });
    return fetch(input, init);
  };
}
