/**
 * The card page's field code, a script of its own (card-fields.js) that the page (./frame.ts) loads
 * when the viewer first reaches a field, or when the parent asks to pay: the checks and formatting as
 * typed and the one platform request (./card-form). It reaches the parent only through the sender
 * the page hands it, and announces itself with `CARD_FIELDS_EVENT`.
 */
import { clearFields, configureCard, focusCard, report, startCardFields, submitCard } from './card-form';
import { CARD_FIELDS_EVENT } from './frame-host';
import { parseSubmitMessage } from '../src/internal/card-protocol';

/** What the card page may ask of its field code. */
export const cardFields = {
  /** Starts the checks with the page's sender and its current settings, and reports the form's state. */
  start(post: Parameters<typeof startCardFields>[0], ...settings: Parameters<typeof configureCard>): void {
    configureCard(...settings);
    startCardFields(post);
    report();
  },
  configure: configureCard,
  report,
  /** Sends the card for the parent's `submit`, once the message passed its checks (a malformed one is ignored). */
  submit(path: string, data: unknown): void {
    const msg = parseSubmitMessage(data);
    if (msg) void submitCard(path, msg);
  },
  clear: clearFields,
  focus: focusCard,
};

/** The card page's field code, as the page receives it. */
export type CardFields = typeof cardFields;

dispatchEvent(new CustomEvent(CARD_FIELDS_EVENT, { detail: cardFields }));
