/**
 * Browser-test support for the login, gate and pricing elements: points the page's configuration
 * at the throwaway sandbox the test runner starts, and types like a user. Not part of the library.
 */
import { resetConfig, setConfig } from '../../src/stores/config';
import { getClient, setClient } from '../../src/stores/client';
import { closePurchase } from '../../src/stores/purchase';
import { refreshSession } from '../../src/stores/session';
import { createClient } from '../../src/client';
import { cleanup as removeFixtures } from './dom';

/** What the test runner serves at /__sandbox__/info. */
export interface SandboxInfo {
  apiBase: string;
  merchantUuid: string;
  clientId: string;
  mailboxURL?: string;
  seed?: unknown;
}

let info: SandboxInfo | null = null;

/** The sandbox's addresses (fetched once). */
export async function sandboxInfo(): Promise<SandboxInfo> {
  info ??= (await (await fetch('/__sandbox__/info')).json()) as SandboxInfo;
  return info;
}

/** Configures the page for the sandbox and starts signed out. */
export async function useSandbox(): Promise<SandboxInfo> {
  const i = await sandboxInfo();
  resetConfig();
  setConfig({ environment: 'sandbox', apiBase: i.apiBase, merchantUuid: i.merchantUuid, clientId: i.clientId });
  await getClient().session.clear();
  return i;
}

/** Signs out and forgets the configuration. */
export async function leaveSandbox(): Promise<void> {
  try {
    await getClient().session.clear();
  } catch {
    // not configured
  }
  resetConfig();
}

/** A fresh e-mail address per call. */
/**
 * Gives this page a device fingerprint of its own for access codes (stored where the client reads
 * it): test files run side by side in one browser, whose computed fingerprint is the same in every
 * page, and the platform keeps one code session per fingerprint, so one file's "sign this device
 * off" would end another's session. Call it after anything that clears the page's storage.
 */
export function ownDeviceFingerprint(): string {
  const fp = Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
  localStorage.setItem('paywall_browser_fingerprint', fp);
  return fp;
}

export const uniqueEmail = (): string => `viewer-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;

/** Signs up (and so signs in) a fresh consumer through the client. */
export async function signUpFresh(): Promise<string> {
  const email = uniqueEmail();
  await getClient().accounts.signUp({ fullName: 'Test Viewer', email, password: 'password-123', passwordConfirmation: 'password-123' });
  return email;
}

/** Types into a React-controlled input the way a user does. */
export function typeInto(el: HTMLInputElement, value: string): void {
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setter.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Buys an access fee with the sandbox's always-succeeding test card, as the card frame would. */
export async function buyWithTestCard(accessFeeId: number): Promise<void> {
  const client = getClient();
  const methods = await client.payments.getPaymentMethods();
  const card = (Array.isArray(methods) ? methods : []).find((m) => /card/i.test(String(m.method_name))) ?? { id: 1 };
  await client.payments.createPayment({
    number: '4242424242424242', cardName: 'Test Viewer', expMonth: 12, expYear: new Date().getFullYear() + 2, cvv: '123',
    accessFee: accessFeeId, paymentMethod: card.id, returnUrl: location.origin + location.pathname,
  });
}

/** What `viewerSetup` gives a test: the sandbox, and the requests its client sent (`METHOD /path?query`). */
export interface ViewerSetup {
  readonly info: SandboxInfo;
  readonly sent: string[];
}

/**
 * The set-up element tests share, registered as the suite's `beforeEach`/`afterEach`: the page
 * configured for the test runner's sandbox, a client of its own (memory storage) whose requests are
 * recorded in `sent` (`record`; with their query string when `query`), and a freshly signed-up viewer
 * (`signedIn`), then `prepare` (the page's address reset, say); after each test the fixtures go,
 * `cleanup` runs (a code session to end, a profile to leave, a purchase to close) and the page is
 * signed out and unconfigured.
 */
export function viewerSetup({ signedIn = true, record = true, query = false, prepare, cleanup: tidy }: {
  signedIn?: boolean; record?: boolean; query?: boolean; prepare?: () => unknown; cleanup?: () => unknown;
} = {}): ViewerSetup {
  const sent: string[] = [];
  let current: SandboxInfo | null = null;
  beforeEach(async () => {
    current = await useSandbox();
    if (record) {
      const i = current;
      setClient(createClient({
        baseURL: i.apiBase, merchantUuid: i.merchantUuid, clientId: i.clientId, storage: 'memory',
        fetch: (req, init) => {
          const url = new URL(typeof req === 'string' ? req : req instanceof URL ? req.href : req.url);
          sent.push(`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}${query ? url.search : ''}`);
          return fetch(req, init);
        },
      }));
    }
    if (signedIn) {
      await signUpFresh();
      await refreshSession();
    }
    await prepare?.();
    sent.length = 0;
  });
  afterEach(async () => {
    removeFixtures();
    await tidy?.();
    if (record) setClient(null);
    await leaveSandbox();
  });
  return {
    get info() {
      if (!current) throw new Error('viewerSetup: the sandbox is known once a test runs');
      return current;
    },
    sent,
  };
}

/** Ends a purchase a test started and removes the checkout the page added for it (`data-paywall-auto`). */
export function closeAutoCheckout(): void {
  closePurchase();
  document.querySelectorAll('paywall-checkout[data-paywall-auto]').forEach((n) => n.remove());
}
