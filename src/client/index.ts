/**
 * paywall-elements/client: the platform client, usable alone in browsers and in Node >= 20.
 * Importing it touches nothing (no window, document or storage access until a call is made).
 * @example
 * import { createClient } from 'paywall-elements/client';
 * const client = createClient({ environment: 'production', merchantUuid: '…' });
 */
export { createClient } from './client';
export type { ClientOptions, PaywallClient } from './client';
export { PaywallError, MESSAGES } from './errors';
export type { PaywallErrorInit } from './errors';
export { newIdempotencyKey } from './http';
export type { CallOptions, MoneyOptions } from './http';
export { ENVIRONMENTS, resolveEnvironment } from './notifications/endpoints';
export type { EnvironmentConfig } from './notifications/endpoints';
export type { Environment } from './environment-names';
export { EXPIRY_MARGIN_S, isFresh, isTokenRecord } from './session';
export type { Session, TokenRecord } from './session';
export type { StorageLike, StorageOption } from './storage';
export type { NotificationHandlers, Notifications } from './notifications/index';
export type { SignInInput, SignUpInput, AccountsResource } from './resources/accounts';
export type { AssetsResource } from './resources/assets';
export type { CardChargeInput, CardInput, DonationInput, PaymentInput, PaymentsResource, V2PaymentInput, WalletPaymentInput } from './resources/payments';
export type { SubscriptionInput, SubscriptionsResource } from './resources/subscriptions';
export type { VouchersResource } from './resources/vouchers';
export type { BrandingResource } from './resources/branding';
export type { NftsResource } from './resources/nfts';
export type * from './types';
