declare const __PAYWALL_VERSION__: string | undefined;

/** The library's version, stamped at build time ('dev' when running from source). */
export const VERSION: string = typeof __PAYWALL_VERSION__ === 'string' ? __PAYWALL_VERSION__ : 'dev';
