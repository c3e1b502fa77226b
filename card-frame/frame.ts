/**
 * The card page: card payments (`POST /payments`) and card subscriptions (`POST /subscriptions`),
 * as the parent's `init` mode says. It talks to the parent only through the checked protocol
 * (src/internal/card-protocol.ts). The page's own script only connects, takes the parent's settings
 * and says it is ready; the card fields' checks, formatting and request (./card-fields.ts, a script
 * of its own) load when the viewer first reaches a field (focus, pointer, typing or autofill), or when
 * the parent asks to pay (they check the payment's message too). A payment asked for while they
 * cannot load is refused with a stated reason, and the next attempt loads them again.
 */
import { applyTheme, byId as $, CARD_FIELDS_EVENT, connectToParent, post, trustedApiBase } from './frame-host';
import { DEFAULT_LABELS, parseSettingsMessage, type CardField, type CardMode, type FrameMessage } from '../src/internal/card-protocol';
import { isObj, isStr } from '../src/internal/guards';
import type { CardFields } from './card-fields';

/** The file of the fields' code, beside this page. */
const FIELDS_SCRIPT = 'card-fields.js';

let mode: CardMode = 'payment';
/** Where the card goes (null: no settings yet, or refused) and the parent's texts for the checks' messages. */
let target: { apiBase: string; token: string } | null = null;
let errorTexts: Partial<Record<CardField, string>> | undefined;
let fields: CardFields | null = null;
let loading: Promise<CardFields | null> | null = null;

/** What the form says before any field code ran: nothing typed. */
const EMPTY: FrameMessage = { type: 'state', complete: false, valid: false, brand: 'unknown', errors: {} };

/** Loads the fields' code once (again after a failure); null when it could not load. */
function loadFields(): Promise<CardFields | null> {
  return (loading ??= new Promise((resolve) => {
    const script = document.createElement('script');
    const started = (e: Event) => {
      fields = (e as CustomEvent<CardFields>).detail;
      fields.start(post, target, errorTexts);
      resolve(fields);
    };
    addEventListener(CARD_FIELDS_EVENT, started, { once: true });
    script.onload = script.onerror = () => {
      if (fields) return;
      // a later touch or payment tries again
      removeEventListener(CARD_FIELDS_EVENT, started);
      script.remove();
      loading = null;
      resolve(null);
    };
    script.src = FIELDS_SCRIPT;
    document.body.append(script);
  }));
}

let tried = false;
const touch = (e: Event) => {
  // after a failure, a field reached again (or Pay) tries again, not each keystroke
  if (fields || (tried && e.type === 'input')) return;
  tried = true;
  void loadFields();
};
for (const type of ['focusin', 'pointerdown', 'input']) document.addEventListener(type, touch, true);
// Enter in a field before the fields' code ran: the parent runs its Pay path, as it would after
$('card').addEventListener('submit', (e) => {
  e.preventDefault();
  if (!fields) post({ type: 'submit-request' });
});
// values typed while the fields' code could not load leave with the page too
addEventListener('pagehide', () => {
  if (!fields) for (const input of document.querySelectorAll('input')) input.value = '';
});

connectToParent((data) => {
  if (isObj(data) && data.type === 'submit') {
    // a payment: the fields' code checks its message (parseSubmitMessage) before it sends anything
    const path = mode === 'subscription' ? 'subscriptions' : 'payments';
    const attemptId = isStr(data.attemptId, 128) && data.attemptId;
    void loadFields().then((f) =>
      f
        ? f.submit(path, data)
        // nothing was sent: a stated refusal (the checkout's own text, which it translates)
        : attemptId && post({ type: 'result', attemptId, ok: false, status: 425, body: { code: 'fields_unavailable', message: 'The card form could not be loaded. Please check your connection and try again.' }, last4: '', brand: 'unknown' }),
    );
    return;
  }
  const msg = parseSettingsMessage(data);
  if (!msg) return;
  if (msg.type === 'init') {
    mode = msg.mode;
    const apiBase = trustedApiBase(msg.apiBase);
    target = apiBase ? { apiBase, token: msg.token } : null;
    errorTexts = msg.errors;
    fields?.configure(target, errorTexts);
    if (!apiBase) return post({ type: 'fatal', code: 'untrusted_api', message: 'The card form cannot send payments to this address.' });
    if (msg.locale) document.documentElement.lang = msg.locale;
    for (const [f, text] of Object.entries({ ...DEFAULT_LABELS, ...msg.labels })) $(`l-${f}`).textContent = text;
    applyTheme(msg.theme);
    post({ type: 'ready' });
    if (fields) fields.report();
    else if (!loading) post(EMPTY);
  } else if (msg.type === 'clear') {
    if (fields) fields.clear();
    else {
      for (const input of document.querySelectorAll('input')) input.value = '';
      if (!loading) post(EMPTY);
    }
  } else (fields ?? { focus: () => $('number').focus() }).focus();
});
