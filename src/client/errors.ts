/** The spec's client-made error messages (SPEC.md section 5; "Intend" is the spec's spelling). */
export const MESSAGES = {
  notAuthenticated: 'The user is not authenticated.',
  noRefreshToken: 'The refresh token is not present',
  noPaymentIntent: 'Payment Intend Id is a required parameter!',
} as const;

/** What a `PaywallError` is built from. */
export interface PaywallErrorInit {
  /** HTTP status; 0 when no response arrived (network failure, timeout, abort). */
  status: number;
  /** The platform's `code` when it sent one, else a transport code such as `ERR_NETWORK`. */
  code?: string | number;
  /** The parsed response body (for client-made errors `{code, message}`). */
  data?: unknown;
  cause?: unknown;
}

/**
 * The one error a client call rejects with. Server errors keep the platform's body in `data`;
 * transport failures use the spec's messages ('Request failed with status code N', 'Network Error',
 * 'Request aborted', 'timeout of N ms exceeded'). It also has the HTTP-error shape of SPEC.md
 * section 8: `error.response.status` and `error.response.data.{code,message}`.
 * @example
 * try { await client.accounts.getAccount(); }
 * catch (e) { if (e instanceof PaywallError && e.status === 401) showSignIn(); }
 */
export class PaywallError extends Error {
  override name = 'PaywallError';
  /** HTTP status, 0 without a response. */
  status: number;
  /** Platform or transport error code. */
  code: string | number;
  /** The response body, parsed when it was JSON. */
  data: unknown;

  constructor(message: string, init: PaywallErrorInit) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.status = init.status;
    this.code = init.code ?? init.status;
    this.data = init.data;
  }

  /** The axios-like view (`{status, data}`) the platform's own SDK callers read. */
  get response(): { status: number; data: unknown } | undefined {
    return this.status ? { status: this.status, data: this.data } : undefined;
  }
}

/** Builds a client-made error (spec section 8): nothing was sent; `data` is `{code, message}`. */
export const clientError = (status: number, message: string): PaywallError =>
  new PaywallError(message, { status, data: { code: status, message } });
