/**
 * The names of the platform environments and the loopback checks: what the page configuration
 * needs to check its settings. Their addresses (src/client/environments.ts) come with the client.
 */

/** The platform environments (reference section b) plus the local sandbox, in the order messages list them. */
export const ENVIRONMENT_NAMES = ['production', 'development', 'daily', 'sandbox'] as const;

/** A platform environment's name. */
export type Environment = (typeof ENVIRONMENT_NAMES)[number];

const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True when a URL's `hostname` is this machine (localhost, 127.0.0.1, [::1]). */
export const isLoopbackHost = (hostname: string): boolean => LOOPBACK_HOSTS.has(hostname.toLowerCase());

/** True when a URL or host points at this machine (127.0.0.1, localhost, [::1]). */
export const isLoopback = (urlOrHost: string): boolean =>
  /^(?:[a-z][\w+.-]*:\/\/)?(?:127\.0\.0\.1|localhost|\[::1\])(?:[:/?#]|$)/i.test(urlOrHost);
