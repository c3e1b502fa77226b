/**
 * The donation page: the card page's fields, sent with the donation's amount, currency, item and
 * option to `POST /v2/payments/donation` (src/internal/donation-protocol.ts). The parent confirms a
 * 3-D Secure donation afterwards with its payment intent (`donation:confirm`); the card is not needed
 * for that.
 */
import { applyCardInit, clearFields, focusCard, startCardPage, submitCard } from './card-form';
import { parseDonationParentMessage } from '../src/internal/donation-protocol';

startCardPage((data) => {
  const msg = parseDonationParentMessage(data);
  if (!msg) return;
  if (msg.type === 'init') applyCardInit(msg);
  else if (msg.type === 'donation-submit') void submitCard('v2/payments/donation', msg);
  else if (msg.type === 'clear') clearFields();
  else focusCard();
});
