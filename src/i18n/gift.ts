/**
 * The `gift` messages: `<paywall-gift>`'s views (buying a gift, the gift sent, redeeming a code).
 * Keys are written `gift.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `gift` group. */
export const GIFT_EN = {
  notConfigured: 'Gifts are not configured for this site.',
  notSetUp: 'This gift is not set up correctly.',
  cardUnavailable: 'Card payments are not available.',
  signInToGive: 'Sign in or create an account to give a gift.',
  signInToRedeem: 'Sign in or create an account to redeem your gift.',
  unavailable: 'This can not be given as a gift right now.',
  give: 'Give {title}',
  empty: 'There is no gift to show on this device.',
  failedTitle: 'The gift payment did not go through',
  failedText: 'No gift was sent and nothing was charged for it.',
  receiverMissing: 'Enter the e-mail address of the receiver.',
  receiverInvalid: 'Enter a valid e-mail address for the receiver.',
  receiverEmail: 'Receiver\'s e-mail',
  receiverHint: 'We e-mail the gift code to this address.',
  message: 'Message (optional)',
  messageHint: 'Shown with the code on the next page, for you to pass on.',
  redeemTitle: 'Redeem a gift',
  giftCode: 'Gift code',
  giftCodeHint: 'The code from the gift e-mail, such as GIFT-ABC123.',
  checkCode: 'Check the code',
  codeNotHere: 'This code cannot be redeemed here.',
  codePartial: 'This code lowers a price but does not cover it: enter it at the checkout.',
  yourGift: 'Your gift',
  readyTitle: 'Your gift is ready',
  readyText: '{title}: you can watch now.',
  covers: 'Gift code {code} covers the whole price.',
  redeem: 'Redeem the gift',
  otherCode: 'Use another code',
  sentTitle: 'Your gift is on its way',
  copyCode: 'Copy code',
  copied: 'Copied',
  copiedStatus: 'Copied to the clipboard.',
  copyByHand: 'Select and copy it by hand',
  copyFailed: 'Could not copy. Select the code and copy it by hand.',
  gift: 'Gift',
  for: 'For',
  paid: 'Paid',
  sentCode: 'We e-mailed this code to {email}.',
  sentNoCode: 'We e-mailed the gift code to {email}.',
  howToUse: 'They sign in, enter it as a voucher at the checkout (or on the redeem page) and watch at no charge. The code works once.',
};

/** The `gift` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const gift = defineMessages('gift', GIFT_EN);

/** The translate function of the `gift` group. */
export type GiftT = Translate<typeof GIFT_EN>;
