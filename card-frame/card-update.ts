/**
 * The card-update page: the card page's fields, sent to `PUT /v2/payments/cards/default` to replace
 * the viewer's default card (src/internal/card-update-protocol.ts). No money moves.
 */
import { applyCardInit, clearFields, focusCard, startCardPage, submitCard } from './card-form';
import { parseCardUpdateParentMessage } from '../src/internal/card-update-protocol';

startCardPage((data) => {
  const msg = parseCardUpdateParentMessage(data);
  if (!msg) return;
  if (msg.type === 'init') applyCardInit(msg);
  else if (msg.type === 'card-update-submit') void submitCard('v2/payments/cards/default', msg, 'PUT');
  else if (msg.type === 'clear') clearFields();
  else focusCard();
});
