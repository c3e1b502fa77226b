/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The platform API base of the build (default: the local sandbox, http://127.0.0.1:4010). */
  readonly VITE_PAYWALL_API_BASE?: string;
  /** The merchant's uuid (default: the sandbox's demo merchant). */
  readonly VITE_PAYWALL_MERCHANT_UUID?: string;
  /** The merchant's client id (default: the sandbox's demo merchant's). */
  readonly VITE_PAYWALL_CLIENT_ID?: string;
}
