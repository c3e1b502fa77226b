/**
 * The card frame: a tiny page on its own origin where the viewer types the card. It talks to the
 * parent only through the checked protocol (./protocol), sends the platform's card request itself
 * and reports only the outcome, the last four digits and the brand. Card values never leave this
 * page except in that one request to a trusted platform origin.
 */
import { ENVIRONMENTS } from '../src/client/environments';
import { checkCard, digits, formatExpiry, formatNumber, parseExpiry, type CardInput } from './card';
import {
  CONNECT,
  DEFAULT_LABELS,
  HELLO,
  parentOriginFrom,
  parseParentMessage,
  toResultBody,
  type CardField,
  type CardMode,
  type FrameMessage,
  type ParentMessage,
  type ResultBody,
} from '../src/internal/card-protocol';

/** Longest wait for the platform's answer before the outcome is reported as unknown. */
const POST_TIMEOUT_MS = 30_000;
const FIELDS: readonly CardField[] = ['number', 'name', 'expiry', 'cvc'];
/** Platform API origins the frame sends card data to, besides its own origin (the sandbox serves both). */
const PLATFORM_ORIGINS = new Set(['production', 'development', 'daily'].map((e) => new URL(ENVIRONMENTS[e as 'production'].apiBase).origin));

const $ = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
const inputs = Object.fromEntries(FIELDS.map((f) => [f, $<HTMLInputElement>(f)])) as Record<CardField, HTMLInputElement>;
const touched = new Set<CardField>();

let port: MessagePort | null = null;
let config: { apiBase: string; token: string; mode: CardMode } | null = null;
let busy = false;

function post(message: FrameMessage): void {
  port?.postMessage(message);
}

function values(): CardInput {
  return { number: inputs.number.value, name: inputs.name.value, expiry: inputs.expiry.value, cvc: inputs.cvc.value };
}

/** Shows the errors of touched fields and tells the parent the form's state (never a value). */
function report(): void {
  const check = checkCard(values());
  const errors: Partial<Record<CardField, string>> = {};
  for (const f of FIELDS) {
    const message = touched.has(f) ? check.errors[f] : undefined;
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

function clearFields(): void {
  for (const f of FIELDS) inputs[f].value = '';
  touched.clear();
  report();
}

function setBusy(on: boolean): void {
  busy = on;
  for (const f of FIELDS) inputs[f].readOnly = on;
  document.documentElement.toggleAttribute('data-busy', on);
}

function applyInit(msg: Extract<ParentMessage, { type: 'init' }>): void {
  let origin: string;
  try {
    origin = new URL(msg.apiBase).origin;
  } catch {
    origin = '';
  }
  if (origin !== location.origin && !PLATFORM_ORIGINS.has(origin)) {
    config = null;
    post({ type: 'fatal', code: 'untrusted_api', message: 'The card form cannot send payments to this address.' });
    return;
  }
  config = { apiBase: msg.apiBase.replace(/\/+$/, ''), token: msg.token, mode: msg.mode };
  if (msg.locale) document.documentElement.lang = msg.locale;
  const labels = { ...DEFAULT_LABELS, ...msg.labels };
  for (const f of FIELDS) $(`l-${f}`).textContent = labels[f];
  for (const [name, value] of Object.entries(msg.theme ?? {})) {
    if (value.length <= 200 && !/url\(|[;{}<>\\]/i.test(value)) document.documentElement.style.setProperty(name, value);
  }
  post({ type: 'ready' });
  report();
}

async function submit(msg: Extract<ParentMessage, { type: 'submit' }>): Promise<void> {
  const check = checkCard(values());
  const last4 = digits(inputs.number.value).slice(-4);
  const answer = (ok: boolean, status: number, body: ResultBody) =>
    post({ type: 'result', attemptId: msg.attemptId, ok, status, body, last4, brand: check.brand });
  if (!config) return answer(false, 425, { code: 'not_ready', message: 'The card form is not ready yet.' });
  if (busy) return answer(false, 409, { code: 'busy', message: 'A payment is already being processed.' });
  if (!check.valid) {
    FIELDS.forEach((f) => touched.add(f));
    report();
    return answer(false, 422, { code: 'invalid_card', message: 'Please check your card details.', errors: { ...check.errors } });
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
    const res = await fetch(`${config.apiBase}/${config.mode === 'subscription' ? 'subscriptions' : 'payments'}`, {
      method: 'POST',
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

function onPortMessage(event: MessageEvent): void {
  const msg = parseParentMessage(event.data);
  if (!msg) return;
  if (msg.type === 'init') applyInit(msg);
  else if (msg.type === 'submit') void submit(msg);
  else if (msg.type === 'clear') clearFields();
  else if (msg.type === 'focus') (FIELDS.map((f) => inputs[f]).find((i) => i.getAttribute('aria-invalid') === 'true') ?? inputs.number).focus();
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

function watchSize(): void {
  let last = -1;
  const measure = () => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== last) {
      last = height;
      post({ type: 'resize', height });
    }
  };
  new ResizeObserver(measure).observe(document.documentElement);
  measure();
}

function start(): void {
  watchFields();
  const parentOrigin = parentOriginFrom(location.search);
  if (!parentOrigin || window.parent === window) return;
  // the hello is repeated until the parent answers (its listener may attach after this page loads);
  // `session` tells the parent a repeat from a reload of this page
  const session = Math.random().toString(36).slice(2);
  let hellos = 0;
  const hello = setInterval(() => {
    if (port || ++hellos > 50) clearInterval(hello);
    else window.parent.postMessage({ type: HELLO, session }, parentOrigin);
  }, 200);
  addEventListener('message', (event: MessageEvent) => {
    if (port || event.origin !== parentOrigin || event.source !== window.parent) return;
    const data = event.data as { type?: unknown; nonce?: unknown } | null;
    if (!data || data.type !== CONNECT || typeof data.nonce !== 'string' || !event.ports[0]) return;
    clearInterval(hello);
    port = event.ports[0];
    port.onmessage = onPortMessage;
    watchSize();
  });
  window.parent.postMessage({ type: HELLO, session }, parentOrigin);
}

start();
