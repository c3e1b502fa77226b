/**
 * Whether this browser can pay with Apple Pay or Google Pay on the web. Apple Pay asks
 * `ApplePaySession.canMakePayments()`; Google Pay asks the Payment Request API whether its payment
 * method can pay (`canMakePayment()`). Against the local sandbox the platform's wallet sheet stands in
 * for the real one, so there a browser with the Payment Request API counts as able to pay.
 */

/** The wallets. */
export type WalletKind = 'apple-pay' | 'google-pay';

/** The globals the checks read; replaceable in tests. */
export interface WalletGlobals {
  PaymentRequest?: typeof PaymentRequest;
  ApplePaySession?: { canMakePayments(): boolean };
}

/** How long a `canMakePayment()` may take before the wallet counts as unavailable. */
export const WALLET_CHECK_MS = 1500;

const GOOGLE_PAY = 'https://google.com/pay';

function googlePayRequest(PR: typeof PaymentRequest, currency: string, amount: number): PaymentRequest {
  return new PR(
    [{
      supportedMethods: GOOGLE_PAY,
      data: {
        apiVersion: 2, apiVersionMinor: 0,
        allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'], allowedCardNetworks: ['MASTERCARD', 'VISA'] } }],
      },
    }],
    { total: { label: 'Total', amount: { currency, value: amount.toFixed(2) } } },
  );
}

/**
 * Resolves true when the browser can pay with `wallet` (never rejects). `sandbox` is true when the
 * page talks to the local sandbox platform, whose wallet sheet stands in for the browser's.
 */
export async function walletAvailable(
  wallet: WalletKind,
  o: { sandbox: boolean; currency: string; amount: number },
  g: WalletGlobals = globalThis as unknown as WalletGlobals,
): Promise<boolean> {
  try {
    if (o.sandbox) return typeof g.PaymentRequest === 'function';
    if (wallet === 'apple-pay') return !!g.ApplePaySession && g.ApplePaySession.canMakePayments() === true;
    if (typeof g.PaymentRequest !== 'function') return false;
    const request = googlePayRequest(g.PaymentRequest, o.currency || 'EUR', Number(o.amount) || 0);
    const answer = request.canMakePayment().then((yes) => yes === true, () => false);
    const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), WALLET_CHECK_MS));
    return await Promise.race([answer, timeout]);
  } catch {
    return false;
  }
}
