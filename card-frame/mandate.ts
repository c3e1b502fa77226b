/**
 * The direct-debit mandate page, on the card frame's origin: the viewer types the account holder,
 * the IBAN and an optional address here, never on the merchant's page. The IBAN is checked (country
 * length and mod-97) before anything is sent; then this page creates the mandate itself
 * (`POST /v2/payments/direct-debit/mandate`) and tells the parent only the outcome, the IBAN's
 * country and its last four characters.
 */
import { applyTheme, byId as $, connectToParent, post, trustedApiBase } from './frame-host';
import { compactIban, formatIban, ibanProblem } from './iban';
import { toResultBody } from '../src/internal/result-body';
import {
  DEFAULT_MANDATE_LABELS,
  MANDATE_CHECKS,
  type MandateCheck,
  mandateSummary,
  parseMandateParentMessage,
  type MandateField,
  type MandateFrameMessage,
  type MandateParentMessage,
} from '../src/internal/mandate-protocol';

const POST_TIMEOUT_MS = 30_000;
const FIELDS: readonly MandateField[] = ['name', 'iban', 'address'];
const inputs = Object.fromEntries(FIELDS.map((f) => [f, $<HTMLInputElement>(f)])) as Record<MandateField, HTMLInputElement>;
const touched = new Set<MandateField>();
/** Errors the platform sent for the last request, shown until the field changes. */
const serverErrors: Partial<Record<MandateField, string>> = {};
let config: { apiBase: string; token: string } | null = null;
/** The parent's translations of the field checks (English otherwise). */
let checkTexts: Partial<Record<MandateCheck, string>> = {};
const checkKey = (english: string) => (Object.keys(MANDATE_CHECKS) as MandateCheck[]).find((k) => MANDATE_CHECKS[k] === english);
let busy = false;

const send = (message: MandateFrameMessage) => post(message);

function check(): Partial<Record<MandateField, string>> {
  const errors: Partial<Record<MandateField, string>> = {};
  const name = inputs.name.value.trim();
  if (name.length < 2 || name.length > 100 || /\d{4,}/.test(name)) errors.name = MANDATE_CHECKS.name;
  const iban = ibanProblem(inputs.iban.value);
  if (iban) errors.iban = iban;
  if (inputs.address.value.length > 200) errors.address = MANDATE_CHECKS.addressLong;
  // in the parent's language where it sent one
  for (const f of FIELDS) {
    const key = errors[f] ? checkKey(errors[f]) : undefined;
    if (key && checkTexts[key]) errors[f] = checkTexts[key];
  }
  return errors;
}

/** Shows the errors of touched fields and tells the parent the form's state (never a value). */
function report(): void {
  const errors = check();
  const shown: Partial<Record<MandateField, string>> = {};
  for (const f of FIELDS) {
    const message = serverErrors[f] ?? (touched.has(f) ? errors[f] : undefined);
    if (message) shown[f] = message;
    const box = $(`e-${f}`);
    box.textContent = message ?? '';
    box.hidden = !message;
    inputs[f].setAttribute('aria-invalid', message ? 'true' : 'false');
  }
  const complete = inputs.name.value.trim().length > 0 && compactIban(inputs.iban.value).length >= 15;
  send({ type: 'mandate-state', complete, valid: Object.keys(errors).length === 0, errors: shown });
}

function clearFields(): void {
  for (const f of FIELDS) inputs[f].value = '';
  touched.clear();
  for (const f of FIELDS) delete serverErrors[f];
  report();
}

function setBusy(on: boolean): void {
  busy = on;
  for (const f of FIELDS) inputs[f].readOnly = on;
  document.documentElement.toggleAttribute('data-busy', on);
}

function applyInit(msg: Extract<MandateParentMessage, { type: 'mandate-init' }>): void {
  const apiBase = trustedApiBase(msg.apiBase);
  if (!apiBase) {
    config = null;
    send({ type: 'fatal', code: 'untrusted_api', message: 'The bank account form cannot send to this address.' });
    return;
  }
  config = { apiBase, token: msg.token };
  if (msg.locale) document.documentElement.lang = msg.locale;
  const labels = { ...DEFAULT_MANDATE_LABELS, ...msg.labels };
  for (const f of FIELDS) $(`l-${f}`).textContent = labels[f];
  checkTexts = { ...msg.errors };
  applyTheme(msg.theme);
  send({ type: 'ready' });
  report();
}

async function submit(msg: Extract<MandateParentMessage, { type: 'mandate-submit' }>): Promise<void> {
  const answer = (ok: boolean, status: number, body: Extract<MandateFrameMessage, { type: 'mandate-result' }>['body']) =>
    send({ type: 'mandate-result', requestId: msg.requestId, ok, status, body });
  if (!config) return answer(false, 425, { code: 'not_ready', message: 'The bank account form is not ready yet.' });
  if (busy) return answer(false, 409, { code: 'busy', message: 'The bank account is already being saved.' });
  const errors = check();
  if (Object.keys(errors).length) {
    FIELDS.forEach((f) => touched.add(f));
    report();
    return answer(false, 422, { code: 'invalid_mandate', message: 'Please check your bank account details.', errors: { ...errors } });
  }
  if (msg.token) config.token = msg.token;
  const body = new URLSearchParams({ name: inputs.name.value.trim(), iban: compactIban(inputs.iban.value) });
  if (inputs.address.value.trim()) body.set('address', inputs.address.value.trim());
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), POST_TIMEOUT_MS);
  setBusy(true);
  try {
    const res = await fetch(`${config.apiBase}/v2/payments/direct-debit/mandate`, {
      method: 'POST',
      headers: { Accept: 'application/json', Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
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
    const result = toResultBody(parsed);
    for (const f of FIELDS) {
      const text = result.errors?.[f];
      if (text) serverErrors[f] = text;
    }
    if (!res.ok) report();
    answer(res.ok, res.status, { code: result.code, message: result.message, errors: result.errors, mandate: res.ok ? mandateSummary(parsed) : undefined });
  } catch {
    const timedOut = controller.signal.aborted;
    answer(false, 0, { code: timedOut ? 'timeout' : 'network_error', message: timedOut ? 'The bank account could not be saved in time.' : 'Network Error' });
  } finally {
    clearTimeout(timer);
    setBusy(false);
  }
}

function onMessage(data: unknown): void {
  const msg = parseMandateParentMessage(data);
  if (!msg) return;
  if (msg.type === 'mandate-init') applyInit(msg);
  else if (msg.type === 'mandate-submit') void submit(msg);
  else if (msg.type === 'clear') clearFields();
  else (FIELDS.map((f) => inputs[f]).find((i) => i.getAttribute('aria-invalid') === 'true') ?? inputs.name).focus();
}

function watchFields(): void {
  for (const f of FIELDS) {
    inputs[f].addEventListener('input', () => {
      if (f === 'iban') {
        const end = inputs.iban.selectionStart === inputs.iban.value.length;
        const formatted = formatIban(inputs.iban.value);
        if (end && formatted !== inputs.iban.value) inputs.iban.value = formatted;
      }
      delete serverErrors[f];
      report();
    });
    inputs[f].addEventListener('blur', () => {
      if (inputs[f].value) touched.add(f);
      report();
    });
  }
  $('mandate').addEventListener('submit', (e) => {
    e.preventDefault();
    send({ type: 'submit-request' });
  });
  addEventListener('pagehide', clearFields);
}

watchFields();
connectToParent(onMessage);
