/**
 * The card-update mode of the card-frame protocol: the card-update page (`card-update.html`, the card
 * page's fields on the card frame's origin) sends the card to `PUT /v2/payments/cards/default`, so
 * the viewer's default card is replaced without a card digit on the merchant's page. It takes the
 * card page's `init`, `clear` and `focus` and answers with the card page's messages; only the
 * submit is its own.
 */
import { isObj, isStr } from './guards';
import { parseParentMessage, type ParentMessage } from './card-protocol';

/** The fields the page adds to the card. */
export interface CardUpdateFields {
  currency_iso: string;
}

/** Messages from the parent to the card-update page. */
export type CardUpdateParentMessage =
  | Extract<ParentMessage, { type: 'init' | 'clear' | 'focus' }>
  | { type: 'card-update-submit'; attemptId: string; idempotencyKey: string; token?: string; fields: CardUpdateFields };

/** Checks a message arriving in the card-update page; returns it typed, or null. */
export function parseCardUpdateParentMessage(data: unknown): CardUpdateParentMessage | null {
  if (!isObj(data)) return null;
  if (data.type !== 'card-update-submit') {
    const shared = parseParentMessage(data);
    return shared && shared.type !== 'submit' ? shared : null;
  }
  if (!isStr(data.attemptId, 128) || !data.attemptId || !isStr(data.idempotencyKey, 255) || !data.idempotencyKey) return null;
  if (!(data.token === undefined || isStr(data.token, 8192)) || !isObj(data.fields)) return null;
  const f = data.fields;
  if (Object.keys(f).some((k) => k !== 'currency_iso') || !isStr(f.currency_iso) || !/^[A-Z]{3}$/.test(String(f.currency_iso))) return null;
  return data as unknown as CardUpdateParentMessage;
}
