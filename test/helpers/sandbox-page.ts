/**
 * Browser-test support for the login, gate and pricing elements: points the page's configuration
 * at the throwaway sandbox the test runner starts, and types like a user. Not part of the library.
 */
import { resetConfig, setConfig } from '../../src/stores/config';
import { getClient } from '../../src/stores/client';

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
