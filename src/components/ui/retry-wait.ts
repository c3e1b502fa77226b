/** The wait, in seconds, when the platform refuses with 429 and sends no usable `Retry-After`. */
export const DEFAULT_RETRY_SECONDS = 30;
/** The longest wait a form counts down (a longer `Retry-After` is shown as this). */
export const MAX_RETRY_SECONDS = 3600;

/**
 * Seconds to wait before trying again after a failed client call: when the platform refused with 429
 * (too many attempts), its `Retry-After` in seconds (read from the response the error keeps in
 * `cause`), else 30; 0 for any other failure.
 */
export function retryWait(error: unknown): number {
  const e = error as { status?: unknown; cause?: { response?: { headers?: { get?(name: string): string | null } } } } | null;
  if (e?.status !== 429) return 0;
  const seconds = Math.ceil(Number(e.cause?.response?.headers?.get?.('retry-after') ?? ''));
  return seconds > 0 ? Math.min(seconds, MAX_RETRY_SECONDS) : DEFAULT_RETRY_SECONDS;
}
