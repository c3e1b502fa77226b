import { useRef, useState, type FormEvent } from 'react';
import { css, useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { useT } from '../../i18n';
import { capture, type CaptureT } from '../../i18n/capture';
import { getClient } from '../../stores/client';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { Field } from '../ui/field';
import { Loading } from '../ui/spinner';
import { hostOf, useErrorReporter } from '../ui/host';
import { useBranding } from '../ui/branding';
import { useViewFocus } from '../ui/view-focus';
import type { CaptureEventDetail } from '../../events';

/** What the form is for: its title, introduction, button and thanks follow. */
export type CapturePurpose = 'preview' | 'newsletter' | 'reminder';

/** Props of `<paywall-capture>` / `Capture`. */
export interface CaptureProps {
  /** `preview` (a free preview), `newsletter` or `reminder` (a live event's). @default 'newsletter' */
  purpose?: string;
  /** Hides the optional company field. r2wc booleans: `no-company="true"`. @default false */
  noCompany?: boolean;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** The form's state, mirrored as `data-state`. */
export type CaptureState = { status: 'ready' } | { status: 'submitting' } | { status: 'done'; name: string; email: string } | { status: 'error'; message: string };

const captureStyles = css`
  :host { --paywall-capture-width: 420px; }
  .base { max-width: var(--paywall-capture-width); }
  .fields { display: grid; gap: 12px; }
`;

type Errors = Partial<Record<'fullName' | 'email' | 'company', string>>;

/** Longest name and company the form sends (the platform keeps short texts). */
export const CAPTURE_MAX = 120;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const SERVER_FIELDS: Record<string, keyof Errors> = { email: 'email', full_name: 'fullName', company: 'company' };

/** The form's checks, in `t`'s language. */
export function checkCapture(v: { fullName: string; email: string; company: string }, t: CaptureT): Errors {
  const errors: Errors = {};
  if (!v.fullName.trim()) errors.fullName = t('nameMissing');
  else if (v.fullName.trim().length > CAPTURE_MAX) errors.fullName = t('tooLong', { max: CAPTURE_MAX });
  if (!v.email.trim()) errors.email = t('emailMissing');
  else if (!EMAIL.test(v.email.trim())) errors.email = t('emailInvalid');
  if (v.company.trim().length > CAPTURE_MAX) errors.company = t('tooLong', { max: CAPTURE_MAX });
  return errors;
}

/** The platform's per-field refusals (`{errors: {email: '…'}}`) on our fields. */
function serverErrors(error: unknown): Errors {
  const raw = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  const out: Errors = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, message] of Object.entries(raw as Record<string, unknown>)) {
    const field = SERVER_FIELDS[key];
    if (field && typeof message === 'string' && message.trim() && message.length < 300) out[field] = message;
  }
  return out;
}

/**
 * A small data-capture form (SPEC section 3: email, full_name, company, merchant_uuid) for a free
 * preview, a newsletter or a live event's reminder: checked before sending, sent once
 * (`POST /v2/accounts/customers/data-capture`, no sign-in needed), then thanks and the
 * `paywall-capture` event, which the page answers (opening the preview, say).
 */
export function Capture({ purpose, noCompany, container }: CaptureProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, captureStyles);
  useBranding(ref);
  const report = useErrorReporter(container ?? null);
  const t = useT(capture);
  const kind: CapturePurpose = purpose === 'preview' || purpose === 'reminder' ? purpose : 'newsletter';
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [company, setCompany] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<CaptureState>({ status: 'ready' });
  const busy = useRef(false);
  const anchor = useRef<HTMLDivElement>(null);
  useViewFocus(ref, state.status === 'done' ? 'done' : 'form');

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    // one request at a time: a second click or Enter while it runs sends nothing
    if (busy.current) return;
    const values = { fullName, email, company: noCompany ? '' : company };
    const found = checkCapture(values, t);
    setErrors(found);
    if (Object.keys(found).length) {
      setTimeout(() => anchor.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
      return;
    }
    busy.current = true;
    setState({ status: 'submitting' });
    try {
      await getClient().accounts.requestDataCaptureNoAuthAccess({ email: values.email.trim(), fullName: values.fullName.trim(), company: values.company.trim() });
      const detail: CaptureEventDetail = { purpose: kind, email: values.email.trim(), fullName: values.fullName.trim(), company: values.company.trim() };
      setState({ status: 'done', name: detail.fullName, email: detail.email });
      emit<CaptureEventDetail>(hostOf(container ?? null), 'paywall-capture', detail);
    } catch (error) {
      const fields = serverErrors(error);
      setErrors(fields);
      const configError = (error as Error)?.message?.startsWith('[paywall-elements]');
      setState({ status: 'error', message: configError ? report({ status: 0, data: { message: t('notSetUp') } }, 'not_configured') : report(error, 'capture_failed') });
      if (Object.keys(fields).length) setTimeout(() => anchor.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
    } finally {
      busy.current = false;
    }
  };

  const title = t(`${kind}Title`);
  return (
    <div ref={ref} part="base" className="base panel" dir={t.dir} data-state={state.status} data-purpose={kind}>
      {state.status === 'done' ? (
        <p part="done" role="status" tabIndex={-1} data-view-focus="">{t(`${kind}Done`, { name: state.name, email: state.email })}</p>
      ) : (
        <form noValidate onSubmit={(e) => void submit(e)} part="form" aria-label={title} aria-busy={state.status === 'submitting' ? 'true' : undefined}>
          <h2 part="title">{title}</h2>
          <p className="muted" part="intro">{t(`${kind}Intro`)}</p>
          {state.status === 'error' ? <p className="form-error" role="alert" part="form-error">{state.message}</p> : null}
          <div ref={anchor} className="fields">
            <Field label={t('fullName')} name="fullName" autoComplete="name" required maxLength={CAPTURE_MAX * 2} value={fullName} onValue={setFullName} error={errors.fullName} />
            <Field label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} error={errors.email} />
            {noCompany ? null : <Field label={t('company')} name="company" autoComplete="organization" maxLength={CAPTURE_MAX * 2} value={company} onValue={setCompany} error={errors.company} />}
          </div>
          <div className="actions">
            <button type="submit" part="submit" disabled={state.status === 'submitting'}>{t(state.status === 'submitting' ? 'sending' : `${kind}Submit`)}</button>
            {state.status === 'submitting' ? <Loading label={t('sending')} /> : null}
          </div>
        </form>
      )}
    </div>
  );
}

export default Capture;
