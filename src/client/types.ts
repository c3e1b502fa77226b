/**
 * Wire types of the platform (reference/platform-api.md section a). Responses keep unknown extra
 * fields: the platform adds fields over time, and callers may read them.
 */

/** Extra fields the platform may add to any object. */
export type Extra = { [key: string]: unknown };

// ---------------------------------------------------------------- accounts

/** The body of POST /accounts/authenticate and POST /accounts (sign-up). */
export interface TokenResponse extends Extra {
  access_token: string;
  /** Absent on the v2 endpoints. */
  refresh_token?: string;
  /** Unix seconds. */
  expires: number;
  account?: Account;
}

/** The signed-in account (GET /accounts). */
export interface Account extends Extra {
  id: number;
  uuid: string;
  email: string;
  full_name: string;
  username?: string;
  referrer?: string;
  metadata?: Record<string, unknown>;
  date_of_birth?: number | string | null;
  merchant_id?: number;
  merchant_uuid?: string;
  roles?: string[];
  created_at?: number;
  updated_at?: number;
}

/** One field of the merchant's registration form. */
export interface RegisterField extends Extra {
  id: number;
  name: string;
  label: string;
  type: string;
  required: boolean;
  default_value?: string;
  placeholder?: string;
  options?: unknown;
}

/** A social-login provider URL: `{ [provider]: url }` entries. */
export type SocialUrls = { social_urls: Array<Record<string, string>> } & Extra;

/** A viewer profile (GET /v2/accounts/profiles). */
export interface Profile extends Extra {
  id: string;
  name: string;
  adult: boolean;
  avatar_url?: string;
  default?: boolean;
}

/** A favourite media item. */
export interface Favorite extends Extra {
  media_id: string;
  created_at?: number;
}

/** A watch-history entry. */
export interface WatchHistoryItem extends Extra {
  media_id: string;
  progress: number;
  created_at?: number;
  updated_at?: number;
}

/** A cursor-paginated list (favourites, watch history). */
export interface CursorList<T> extends Extra {
  collection: T[];
  cursor?: string;
}

/** The merchant's restriction settings (age verification etc.). */
export interface RestrictionSettings extends Extra {
  age_verification_type?: string;
  age_verification_enabled?: boolean;
  merchant_uuid?: string;
  /** The youngest age that may sign up, where the merchant sets one (with age verification enabled). */
  min_age?: number | null;
}

/** A simple `{code, message}` acknowledgement many write calls return. */
export interface Ack extends Extra {
  code?: number | string;
  message?: string;
}

// ---------------------------------------------------------------- assets

/** An access fee (price option) of an item. */
export interface AccessFee extends Extra {
  id: number;
  amount: number;
  currency: string;
  description: string;
  expires_at?: number | null;
  access_type: { id?: number; name: string; quantity?: number; period?: string } & Extra;
  item_type?: { name: string } & Extra;
  trial_period?: { quantity: number; period: string; description?: string } & Extra;
  setup_fee?: { fee_amount: number; description?: string } & Extra;
}

/** An item (asset) or package. */
export interface Asset extends Extra {
  id: number;
  merchant_id?: number;
  merchant_uuid?: string;
  title: string;
  is_active?: boolean;
  item_type?: { id?: number; name: string; content_type?: string; host?: string } & Extra;
  access_fees?: AccessFee[];
  metadata?: Array<{ name: string; value: string } & Extra> | Record<string, unknown>;
  content?: string;
  created_at?: number;
  updated_at?: number;
}

/** The viewer's access to an item (GET /items/{id}/access). */
export interface ItemAccess extends Extra {
  id?: number;
  account_id?: number;
  customer_id?: number;
  customer_uuid?: string;
  item_id: number;
  item?: Asset;
  starts_at?: number;
  expires_at?: number;
  created_at?: number;
  /** In the purchase history: how it was paid (`card`, `ideal`, … or an app store's, e.g. `roku in-app`). */
  payment_method?: string | null;
  /** In the purchase history: the app store it came from (`amazon`, `apple`, `google-play`, `roku`), when it did. */
  payment_tool?: string | null;
}

/** A page of the viewer's purchases (GET /items/access/customers). */
export interface PurchaseHistory extends Extra {
  total: number;
  collection: ItemAccess[];
}

/** Access-code entry result (POST /items/access/codes/entry). */
export interface AccessCodeEntry extends Extra {
  id?: number;
  code_id?: number;
  item_id?: number;
  code?: string;
}

/** The locally kept access-code record per item (SPEC.md section 3). */
export interface AccessCodeRecord {
  item_id: number | string;
  code: string;
  browser_fingerprint: string;
  code_id: number | string;
}

/** One browser session of an access code. */
export interface AccessCodeSession extends Extra {
  code: string;
  browser_fingerprint: string;
  agent_info?: string;
  last_used?: number;
}

/** A donation option of an item (GET v2/items/{id}/donations). */
export interface DonationOptions extends Extra {
  donations: Array<{ id: number; amount: number; currency: string; description?: string } & Extra>;
  donation_options?: { custom_price_enabled?: boolean } & Extra;
}

/** A signed Cloudfront URL or JW media token. */
export interface SignedUrl extends Extra {
  video_url?: string;
  token?: string;
}

/** A page of a `/v3/sites` list: `page` from 1, `page_length`, `total` and the list under its own key. */
export interface SiteList extends Extra {
  page: number;
  page_length: number;
  total: number;
}

/** A subscription plan of a site (`GET /v3/sites/{siteId}/plans`, and the viewer's entitlements). */
export interface SitePlan extends Extra {
  id: string;
  original_id: number;
  type: 'plan';
  metadata: { name: string; access_model: 'svod' | 'authvod' | 'free' } & Extra;
  relationships: { prices?: { id: string; type: 'price' }[] };
}

/** A price of a site's plan (`GET /v3/sites/{siteId}/plans/{planId}/prices`). */
export interface SitePrice extends Extra {
  id: string;
  original_id: number;
  type: 'price';
  access: { period: 'month' | 'year'; quantity: number; type: 'subscription' };
  metadata: { amount: number; currency: string; name: string; trial?: { period: 'day'; quantity: number } | null };
}

// ---------------------------------------------------------------- payments

/** A payment method of the merchant (GET /payments/methods). */
export interface PaymentMethod extends Extra {
  id: number;
  method_name: string;
  is_external?: boolean;
}

/** The answer to a payment or subscription POST; 3-D Secure answers carry a redirect. */
export interface PaymentResult extends Extra {
  code?: number;
  message?: string;
  /** Present when the bank needs the viewer (3-D Secure / iDEAL). */
  redirect_to_url?: string;
  pi_id?: string;
  transaction?: string;
}

/** One transaction (GET /payments/transactions). */
export interface Transaction extends Extra {
  transaction_token: string;
  item_title?: string;
  charged_amount: number;
  currency_iso: string;
  action_type?: string;
  created_at: number;
  payment_method_name?: string;
}

/** A page of transactions. */
export interface TransactionHistory extends Extra {
  total: number;
  collection: Transaction[];
  unique_paying_customers?: number;
}

/** One stored card (the number masked). */
export interface StoredCard extends Extra {
  number: string | number;
  card_name: string;
  exp_month: string | number;
  exp_year: string | number;
  card_type?: string;
  account_id?: number;
}

/** GET /v2/payments/cards/default: the stored cards, as the platform SDK declares (`{ cards: [] }`). */
export interface DefaultCard extends Extra {
  cards: StoredCard[];
}

/** PUT /v2/payments/cards/default: the card as stored. */
export interface SetDefaultCardResult extends Extra {
  number: string | number;
  card_name: string;
  exp_month: string | number;
  exp_year: string | number;
}

/** One feature flag of the merchant (GET /v2/features answers an array of them). */
export interface FeatureFlag extends Extra {
  name: string;
  enabled: boolean;
}

/** A SEPA direct-debit mandate. */
export interface DirectDebitMandate extends Extra {
  id?: number | string;
  is_approved?: boolean;
  statement_descriptor?: string;
  mandate?: { bank_code?: string; branch_code?: string; country?: string; fingerprint?: string; last4?: string } & Extra;
}

/** PayPal parameters (POST /external-payments). */
export interface ExternalPaymentParams extends Extra {
  endpoint?: string;
  business?: string;
  item_name?: string;
  currency_code?: string;
  return?: string;
  cancel_return?: string;
}

// ---------------------------------------------------------------- subscriptions

/** A subscription of the viewer. */
export interface Subscription extends Extra {
  id?: number;
  subscription_id?: string;
  status: string;
  item_id?: number;
  item_title?: string;
  access_fee_id?: number;
  amount?: number;
  currency?: string;
  next_billing_date?: number;
  unsubscribe_url?: string;
  created_at?: number;
}

/** A page of subscriptions. */
export interface SubscriptionList extends Extra {
  total: number;
  page?: number;
  offset?: number;
  limit?: number;
  collection: Subscription[];
}

// ---------------------------------------------------------------- vouchers, branding, nfts

/** A voucher's discount (POST /vouchers/discount). */
export interface Discount extends Extra {
  amount: number;
  full_amount?: number;
  discount_duration?: number;
  voucher_code?: string;
  /** The access fee the discount is for (the one asked about, or the one the code names). */
  access_fee_id?: number;
  item_id?: number;
  currency_iso?: string;
}

/** The merchant's paywall branding. */
export interface Branding extends Extra {
  id?: number;
  brand_name?: string;
  primary_color?: string;
  primary_text_color?: string;
  logo_url?: string;
  background_color?: string;
  background_image_url?: string;
  font?: string;
  default?: boolean;
}

/** One NFT. */
export interface Nft extends Extra {
  id: number;
  title: string;
  description?: string;
  thumbnail?: string;
  /** The full-size image (the thumbnail is the card's). */
  image?: string;
  price?: number;
  currency?: string;
  /** The price in the marketplace's coin, e.g. 0.0125 (ETH). */
  crypto_price?: number;
  crypto_currency?: string;
  supply?: number;
  /** Editions neither sold nor reserved, when the platform says. */
  available?: number;
  published?: boolean;
}

/** A reservation (POST /v2/nfts/{merchant}/{id}/reserve, and the entries of GET /v2/nfts). */
export interface NftReservation extends Extra {
  id?: string | number;
  nft_id?: number;
  status?: string;
  /** Unix seconds; the reservation lapses then. */
  expires_at?: number;
  nft?: Nft;
}

/** A page of NFTs. */
export interface NftList extends Extra {
  collection: Nft[];
  total?: number;
  page?: number;
  size?: number;
}

/** The merchant's NFT marketplace. */
export interface Marketplace extends Extra {
  id?: number;
  name?: string;
  logo_url?: string;
  banner_url?: string;
  currency?: string;
  url_slug?: string;
}

/**
 * Crypto exchange rates for a fiat currency, as the platform SDK declares them: the fiat currency
 * as `asset_id_base`, one rate per crypto currency. Plain, `rate` is the crypto amount one unit of
 * the fiat currency buys; with `invert=true`, the fiat price of one unit of the crypto currency.
 */
export interface ExchangeRate extends Extra {
  asset_id_base: string;
  rates: Array<{ asset_id_quote: string; rate: number } & Extra>;
}

// ---------------------------------------------------------------- notifications

/** Temporary broker credentials from the key service (kept in memory only). */
export interface IotCredentials {
  region: string;
  accessKey: string;
  secretKey: string;
  sessionToken: string;
  /** The broker host (and port for a local broker). */
  iotEndpoint: string;
  /** When the cached credentials stop being used, epoch milliseconds. */
  expiresAt: number;
}

/** A payment or subscription event from the broker (reference section c). */
export interface NotificationMessage {
  type: string;
  /** Unix seconds. */
  timestamp: number;
  resource: Record<string, unknown>;
}
