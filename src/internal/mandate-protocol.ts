/**
 * The direct-debit mandate mode of the card-frame protocol: the mandate page (`mandate.html`, next
 * to the card page on the card frame's origin) takes the account holder's name, IBAN and optional
 * address, checks the IBAN and creates the mandate itself (`POST /v2/payments/direct-debit/mandate`).
 * It uses the card page's handshake (`HELLO` / `CONNECT`) and its shared messages (`ready`,
 * `resize`, `submit-request`, `fatal`, `clear`, `focus`); these types add the mandate's own.
 * The IBAN never appears in a message: the parent learns only its country and last four characters.
 */
import { isObj, isStr } from './guards';
import { parseFrameMessage, type FrameMessage, type ResultBody } from './card-protocol';

/** The mandate form's fields. */
export type MandateField = 'name' | 'iban' | 'address';

/** The labels the mandate page shows; the parent may translate them. */
export interface MandateLabels {
  name: string;
  iban: string;
  address: string;
}

/** Default English labels. */
export const DEFAULT_MANDATE_LABELS: Readonly<MandateLabels> = Object.freeze({
  name: 'Account holder',
  iban: 'IBAN',
  address: 'Address (optional)',
});

/** The mandate page's field checks, by key: the parent may send them in the page's language. */
export const MANDATE_CHECKS = Object.freeze({
  name: 'Enter the name of the account holder.',
  ibanEmpty: 'Enter your IBAN.',
  ibanCountry: 'Enter an IBAN of a SEPA country (it starts with two letters, such as NL or DE).',
  ibanInvalid: 'This IBAN is not valid: please check it.',
  addressLong: 'The address is too long.',
});

/** The key of one of the mandate page's field checks. */
export type MandateCheck = keyof typeof MANDATE_CHECKS;

/** What the parent may learn of a created mandate. */
export interface MandateSummary {
  /** Last four characters of the IBAN. */
  last4: string;
  /** Two-letter country of the IBAN. */
  country: string;
}

/** Messages from the parent to the mandate page. */
export type MandateParentMessage =
  | {
      type: 'mandate-init';
      apiBase: string;
      token: string;
      locale?: string;
      theme?: Record<string, string>;
      labels?: Partial<MandateLabels>;
      /** The field checks' messages in the page's language, by `MandateCheck` key (default: English). */
      errors?: Partial<Record<MandateCheck, string>>;
    }
  /** Create the mandate from what the viewer typed (the page checks it first and may refuse). */
  | { type: 'mandate-submit'; requestId: string; token?: string }
  | { type: 'clear' }
  | { type: 'focus' };

/** Messages from the mandate page to the parent (besides the shared `ready`, `resize`, `submit-request`, `fatal`). */
export type MandateFrameMessage =
  | Extract<FrameMessage, { type: 'ready' | 'resize' | 'submit-request' | 'fatal' }>
  | {
      type: 'mandate-state';
      complete: boolean;
      valid: boolean;
      /** Messages for fields the viewer has left with a bad value. */
      errors: Partial<Record<MandateField, string>>;
    }
  | {
      type: 'mandate-result';
      requestId: string;
      ok: boolean;
      /** HTTP status; 0 when no answer arrived; 422 with code `invalid_mandate` when the page refused to send. */
      status: number;
      body: Omit<ResultBody, 'redirect_to_url' | 'pi_id' | 'transaction'> & { mandate?: MandateSummary };
    };

const FIELDS: readonly string[] = ['name', 'iban', 'address'];
const textMap = (v: unknown, keyOk: (k: string) => boolean, max: number) =>
  isObj(v) && Object.entries(v).every(([k, x]) => keyOk(k) && isStr(x, max));

/** Checks a message arriving in the mandate page; returns it typed, or null. */
export function parseMandateParentMessage(data: unknown): MandateParentMessage | null {
  if (!isObj(data)) return null;
  switch (data.type) {
    case 'mandate-init':
      if (!isStr(data.apiBase) || !isStr(data.token, 8192) || !(data.locale === undefined || isStr(data.locale, 35))) return null;
      if (data.theme !== undefined && !textMap(data.theme, (k) => /^--paywall-[a-z0-9-]{1,64}$/.test(k), 256)) return null;
      if (data.labels !== undefined && !textMap(data.labels, (k) => FIELDS.includes(k), 120)) return null;
      if (data.errors !== undefined && !textMap(data.errors, (k) => Object.hasOwn(MANDATE_CHECKS, k), 200)) return null;
      return data as unknown as MandateParentMessage;
    case 'mandate-submit':
      if (!isStr(data.requestId, 128) || !data.requestId || !(data.token === undefined || isStr(data.token, 8192))) return null;
      return { type: 'mandate-submit', requestId: data.requestId, ...(data.token ? { token: data.token as string } : {}) };
    case 'clear':
    case 'focus':
      return { type: data.type };
    default:
      return null;
  }
}

/** Checks a message arriving in the parent from the mandate page; returns it typed, or null. */
export function parseMandateFrameMessage(data: unknown): MandateFrameMessage | null {
  if (!isObj(data)) return null;
  switch (data.type) {
    case 'mandate-state':
      if (typeof data.complete !== 'boolean' || typeof data.valid !== 'boolean') return null;
      return textMap(data.errors, (k) => FIELDS.includes(k), 200) ? (data as unknown as MandateFrameMessage) : null;
    case 'mandate-result': {
      if (!isStr(data.requestId, 128) || typeof data.ok !== 'boolean' || typeof data.status !== 'number' || !isObj(data.body)) return null;
      const b = data.body;
      if (b.code !== undefined && typeof b.code !== 'string' && typeof b.code !== 'number') return null;
      if (!(b.message === undefined || isStr(b.message, 2000))) return null;
      if (b.errors !== undefined && !textMap(b.errors, () => true, 500)) return null;
      if (b.mandate !== undefined && !(isObj(b.mandate) && /^[A-Z0-9]{0,4}$/.test(String(b.mandate.last4)) && /^[A-Z]{0,2}$/.test(String(b.mandate.country)))) return null;
      return data as unknown as MandateFrameMessage;
    }
    default: {
      const shared = parseFrameMessage(data);
      return shared && (shared.type === 'ready' || shared.type === 'resize' || shared.type === 'submit-request' || shared.type === 'fatal') ? shared : null;
    }
  }
}

/** The summary of a platform mandate response (`mandate.last4`, `mandate.country`), or undefined. */
export function mandateSummary(raw: unknown): MandateSummary | undefined {
  const m = isObj(raw) && isObj(raw.mandate) ? raw.mandate : null;
  if (!m) return undefined;
  const last4 = String(m.last4 ?? '').toUpperCase().slice(-4);
  const country = String(m.country ?? '').toUpperCase().slice(0, 2);
  return /^[A-Z0-9]{0,4}$/.test(last4) && /^[A-Z]{0,2}$/.test(country) ? { last4, country } : undefined;
}
