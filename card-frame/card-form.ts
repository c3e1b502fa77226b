/**
 * The card fields of the frame's card pages (the card page, the donation page): checks and formats
 * them as typed, reports their state to the parent (never a value), and sends the card with the
 * parent's fields to one platform path, reporting only the outcome, the last four digits and the
 * brand. Card values never leave the page except in that one request to a trusted platform origin.
 */
import { checkCard, digits, formatExpiry, formatNumber, parseExpiry, type CardInput } from './card';
import { applyTheme, byId as $, connectToParent, post as send, trustedApiBase } from './frame-host';
import { DEFAULT_LABELS, type CardField, type CardLabels, type FrameMessage, type ResultBody } from '../src/internal/card-protocol';
import { toResultBody } from '../src/internal/result-body';

/** Longest wait for the platform's answer before the outcome is reported as unknown. */
const POST_TIMEOUT_MS = 30_000;
const FIELDS: readonly CardField[] = ['number', 'name', 'expiry', 'cvc'];

const inputs = Object.fromEntries(FIELDS.map((f) => [f, $<HTMLInputElement>(f)])) as Record<CardField, HTMLInputElement>;
const touched = new Set<CardField>();

let config: { apiBase: string; token: string } | null = null;
/** The parent's translations of the field checks' messages (the English ones otherwise). */
let errorTexts: Partial<Record<CardField, string>> = {};
/** A field's check message in the parent's language. */
const errorText = (f: CardField, english: string | undefined) => (english ? errorTexts[f] || english : undefined);
let busy = false;

/** Where the fields' messages go: this page's connection to the parent, or the sender a page that loads the fields later hands over. */
let post: (message: FrameMessage) => void = send;

function values(): CardInput {
  return { number: inputs.number.value, name: inputs.name.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value };
}

/** Shows the errors of touched fields and tells the parent the form's state (never a value). */
export function report(): void {
  const check = checkCard(values());
  const errors: Partial<Record<CardField, string>> = {};
  for (const f of FIELDS) {
    const message = touched.has(f) ? errorText(f, check.errors[f]) : undefined;
    if (message) errors[f] = message;
    const box = $(`e-${f}`);
    box.textContent = message ?? '';
    box.hidden = !message;
    inputs[f].setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  $('brand').textContent = check.brand === 'unknown' ? '' : check.brand;
  document.documentElement.dataset.brand = check.brand;
  post({ type: 'state', complete: check.complete, valid: check.valid, brand: check.brand, errors });
}

/** Empties the card fields. */
export function clearFields(): void {
  for (const f of FIELDS) inputs[f].value = '';
  touched.clear();
  report();
}

function setBusy(on: boolean): void {
  busy = on;
  for (const f of FIELDS) inputs[f].readOnly = on;
  document.documentElement.toggleAttribute('data-busy', on);
}

/**
 * Where the card goes (an API base already found trusted, and the bearer token; null: nowhere, the
 * page refused its settings) and the parent's translations of the field checks' messages.
 */
export function configureCard(target: { apiBase: string; token: string } | null, errors?: Partial<Record<CardField, string>>): void {
  config = target && { ...target };
  errorTexts = { ...errors };
}

/** Takes the parent's settings: the API base (refused unless trusted), token, locale, labels and theme. */
export function applyCardInit(msg: { apiBase: string; token: string; locale?: string; labels?: Partial<CardLabels>; errors?: Partial<Record<CardField, string>>; theme?: Record<string, string> }): void {
  const apiBase = trustedApiBase(msg.apiBase);
  if (!apiBase) {
    config = null;
    post({ type: 'fatal', code: 'untrusted_api', message: 'The card form cannot send payments to this address.' });
    return;
  }
  configureCard({ apiBase, token: msg.token }, msg.errors);
  if (msg.locale) document.documentElement.lang = msg.locale;
  const labels = { ...DEFAULT_LABELS, ...msg.labels };
  for (const f of FIELDS) $(`l-${f}`).textContent = labels[f];
  applyTheme(msg.theme);
  post({ type: 'ready' });
  report();
}

/** Sends the card and the parent's `fields` to `path` of the API (after checking the card), with the attempt's key. */
export async function submitCard(
  path: string,
  msg: { attemptId: string; idempotencyKey: string; token?: string; fields: object },
  method: 'POST' | 'PUT' = 'POST',
): Promise<void> {
  const check = checkCard(values());
  const last4 = digits(inputs.number.value).slice(-4);
  const answer = (ok: boolean, status: number, body: ResultBody) =>
    post({ type: 'result', attemptId: msg.attemptId, ok, status, body, last4, brand: check.brand });
  if (!config) return answer(false, 425, { code: 'not_ready', message: 'The card form is not ready yet.' });
  if (busy) return answer(false, 409, { code: 'busy', message: 'A payment is already being processed.' });
  if (!check.valid) {
    FIELDS.forEach((f) => touched.add(f));
    report();
    const errors = Object.fromEntries(FIELDS.filter((f) => check.errors[f]).map((f) => [f, errorText(f, check.errors[f])!]));
    return answer(false, 422, { code: 'invalid_card', message: 'Please check your card details.', errors });
  }
  if (msg.token) config.token = msg.token;
  const exp = parseExpiry(inputs.expiry.value)!;
  const body = new URLSearchParams({
    number: digits(inputs.number.value),
    card_name: inputs.name.value.trim(),
    exp_month: String(exp.month),
    exp_year: String(exp.year),
    cvv: digits(inputs.cvc.value),
  });
  for (const [k, v] of Object.entries(msg.fields)) if (typeof v === 'string' && v !== '') body.set(k, v);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS);
  setBusy(true);
  try {
    const res = await fetch(`${config.apiBase}/${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        Authorization: `Bearer ${config.token}`,
        'Content-Type': 'application/x-www-form-urlencoded',
        'Idempotency-Key': msg.idempotencyKey,
      },
      body,
      credentials: 'omit',
      cache: 'no-store',
      signal: controller.signal,
    });
    let parsed: unknown = null;
    try {
      parsed = await res.json();
    } catch {
      parsed = null;
    }
    answer(res.ok, res.status, toResultBody(parsed));
  } catch {
    const timedOut = controller.signal.aborted;
    answer(false, 0, { code: timedOut ? 'timeout' : 'network_error', message: timedOut ? 'The payment service did not answer in time.' : 'Network Error' });
  } finally {
    clearTimeout(timer);
    setBusy(false);
  }
}

/** Focuses the first field with an error (or the number). */
export function focusCard(): void {
  (FIELDS.map((f) => inputs[f]).find((i) => i.getAttribute('aria-invalid') === 'true') ?? inputs.number).focus();
}

function watchFields(): void {
  inputs.number.addEventListener('input', () => {
    inputs.number.value = formatNumber(inputs.number.value);
    report();
  });
  inputs.expiry.addEventListener('input', (e) => {
    const deleting = (e as InputEvent).inputType?.startsWith('delete');
    inputs.expiry.value = formatExpiry(inputs.expiry.value, deleting);
    report();
  });
  inputs.cvc.addEventListener('input', () => {
    inputs.cvc.value = digits(inputs.cvc.value).slice(0, 4);
    report();
  });
  inputs.name.addEventListener('input', report);
  for (const f of FIELDS) {
    inputs[f].addEventListener('blur', () => {
      if (inputs[f].value) touched.add(f);
      report();
    });
  }
  $('card').addEventListener('submit', (e) => {
    e.preventDefault();
    post({ type: 'submit-request' });
  });
  addEventListener('pagehide', clearFields);
}

/**
 * Starts the fields' checks and formatting, their messages going to `to` (default: this page's own
 * connection to the parent). What was typed before they started is formatted and reported at once,
 * with the check of each field the viewer has already left (as if they had left it now).
 */
export function startCardFields(to: (message: FrameMessage) => void = send): void {
  post = to;
  watchFields();
  for (const f of FIELDS) if (inputs[f].value && document.activeElement !== inputs[f]) touched.add(f);
  for (const f of ['number', 'expiry', 'cvc'] as const) if (inputs[f].value) inputs[f].dispatchEvent(new Event('input'));
}

/** Starts the page: the fields, and the parent connection whose messages go to `onMessage`. */
export function startCardPage(onMessage: (data: unknown) => void): void {
  startCardFields();
  connectToParent(onMessage);
}
