/**
 * Browser-test support for the site-call elements: a merchant session on the test page's origin
 * (see merchant-endpoints.mjs), its CSRF token in the page's `<meta name="csrf-token">`, and the
 * library's warnings collected instead of printed. Not part of the library.
 */

/** Starts a merchant session (cookie) and puts its CSRF token in the page's meta tag. */
export async function merchantSession(): Promise<string> {
  const { csrfToken } = (await (await fetch('/__merchant__/session')).json()) as { csrfToken: string };
  let meta = document.querySelector<HTMLMetaElement>('meta[name="csrf-token"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'csrf-token';
    document.head.append(meta);
  }
  meta.content = csrfToken;
  return csrfToken;
}

/** This session's cart on the merchant server. */
export async function merchantCart(): Promise<Array<{ productType: string; productId: number; clip: boolean }>> {
  return ((await (await fetch('/__merchant__/cart')).json()) as { items: Array<{ productType: string; productId: number; clip: boolean }> }).items;
}

/** Collects `console.warn` lines until the returned `restore()` is called. */
export function captureWarnings(): { lines: string[]; restore(): void } {
  const original = console.warn;
  const lines: string[] = [];
  console.warn = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { lines, restore: () => void (console.warn = original) };
}
