/**
 * The card page: card payments (`POST /payments`) and card subscriptions (`POST /subscriptions`),
 * as the parent's `init` mode says. It talks to the parent only through the checked protocol
 * (src/internal/card-protocol.ts); the card fields are ./card-form.
 */
import { applyCardInit, clearFields, focusCard, startCardPage, submitCard } from './card-form';
import { parseParentMessage, type CardMode } from '../src/internal/card-protocol';

let mode: CardMode = 'payment';

startCardPage((data) => {
  const msg = parseParentMessage(data);
  if (!msg) return;
  if (msg.type === 'init') {
    mode = msg.mode;
    applyCardInit(msg);
  } else if (msg.type === 'submit') void submitCard(mode === 'subscription' ? 'subscriptions' : 'payments', msg);
  else if (msg.type === 'clear') clearFields();
  else focusCard();
});
