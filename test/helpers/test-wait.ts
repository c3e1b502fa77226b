/** Polls `check` until it is true or `timeout` ms pass (Node tests of the site calls). */
export async function waitUntil(check: () => boolean, timeout = 3000): Promise<void> {
  const end = Date.now() + timeout;
  while (!check()) {
    if (Date.now() > end) throw new Error('waitUntil timed out');
    await new Promise((r) => setTimeout(r, 10));
  }
}
