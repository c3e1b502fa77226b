/**
 * The `accountBilling` messages: `<paywall-account>`'s transactions, subscriptions and data
 * sections (one chunk of sections, loaded when one of them opens). Keys are written
 * `accountBilling.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `accountBilling` group. */
export const ACCOUNT_BILLING_EN = {
  all: 'All',
  show: 'Show',
  close: 'Close',
  loading: 'Loading…',
  tryAgain: 'Try again',
  typePurchases: 'Purchases',
  typeSubscriptions: 'Subscriptions',
  typeDonations: 'Donations',
  typeGifts: 'Gifts',
  rangeError: 'The start date must be on or before the end date.',
  filterTransactions: 'Filter transactions',
  from: 'From',
  to: 'To',
  type: 'Type',
  noTransactions: 'No transactions yet.',
  noMatch: 'No transactions match these filters.',
  payment: 'Payment',
  receipt: 'Receipt',
  receiptFor: 'Receipt for {title}',
  transactionPages: 'Transaction pages',
  active: 'Active',
  cancelled: 'Cancelled',
  perDay: '{price} a day',
  perWeek: '{price} a week',
  perMonth: '{price} a month',
  perYear: '{price} a year',
  status: 'Status',
  noneWithStatus: 'No subscriptions with this status.',
  noSubscriptions: 'You have no subscriptions.',
  subscription: 'Subscription',
  renewsOn: 'Renews on {date}',
  activeUntil: 'Active until {date}',
  manage: 'Manage',
  subscriptionPages: 'Subscription pages',
  cannotCancel: 'This subscription cannot be cancelled here. Please contact support.',
  cancelledUntil: 'Cancelled. You keep access until {date}.',
  cancelledToEnd: 'Cancelled. You keep access until the end of the paid period.',
  cancelKept: 'Nothing was cancelled: the survey was closed, and your subscription goes on.',
  planNow: 'Your plan is now {plan}.',
  plan: 'Plan',
  price: 'Price',
  started: 'Started',
  nextPayment: 'Next payment',
  accessUntil: 'Access until',
  switchPlan: 'Switch plan',
  samePrice: 'same price',
  morePer: '{price} more per payment',
  lessPer: '{price} less per payment',
  switchTo: 'Switch to {plan} for {price}?',
  cancelSubscription: 'Cancel subscription',
  enterPassword: 'Enter your password.',
  password: 'Password',
  exportSent: 'Your data is on its way to your e-mail address.',
  tickToConfirm: 'Tick the box to confirm that you understand.',
  exportTitle: 'Get a copy of your data',
  exportIntro: 'We send everything we keep about you to your e-mail address.',
  sending: 'Sending…',
  sendData: 'Send my data',
  eraseTitle: 'Erase your account',
  eraseWarning: 'This erases your account, your profiles, favorites and watch history, and ends your access to everything you bought. It cannot be undone.',
  eraseKept: 'Nothing was erased: the survey was closed, and your account stays as it is.',
  understood: 'I understand that this cannot be undone.',
  erasing: 'Erasing…',
  erase: 'Erase my account',
};

/** The `accountBilling` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const accountBilling = defineMessages('accountBilling', ACCOUNT_BILLING_EN);

/** The translate function of the `accountBilling` group. */
export type AccountBillingT = Translate<typeof ACCOUNT_BILLING_EN>;
