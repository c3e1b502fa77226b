import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../ui/field';
import { Loading } from '../ui/spinner';
import { MIN_PASSWORD_LENGTH, type FieldErrors, hasErrors, serverFieldErrors, validateForgot, validateReset, validateSignIn, validateSignUp, type ExtraField } from './validate';
import { RegisterFields } from './register-fields';
import { deepActive, viewFocusTarget } from '../ui/view-focus';
import { useT } from '../../i18n';
import { login } from '../../i18n/login';
import { checks } from '../../i18n/checks';
import { Heading } from '../ui/host';

/** Where a form submission is. */
export type SubmitState = { status: 'idle' } | { status: 'submitting' } | { status: 'error'; message: string } | { status: 'done' };

/** Turns a failed request into a readable sentence (and reports it); given by the element. */
export type ReportError = (error: unknown, code?: string) => string;

interface FormShellProps {
  title: string;
  submitLabel: string;
  busyLabel: string;
  state: SubmitState;
  onSubmit: () => void;
  children: ReactNode;
  footer?: ReactNode;
  name: string;
}

/**
 * The frame every login form shares: heading, fields, a form-level error announced as an alert,
 * and a submit button that is disabled (with a busy label) while the request runs.
 */
function FormShell({ title, submitLabel, busyLabel, state, onSubmit, children, footer, name }: FormShellProps) {
  const busy = state.status === 'submitting';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} part={`form form-${name}`} aria-busy={busy ? 'true' : undefined} aria-label={title}>
      <Heading look={2} part="title">{title}</Heading>
      {state.status === 'error' ? <p className="form-error" role="alert" part="form-error">{state.message}</p> : null}
      {children}
      <div className="actions">
        <button type="submit" part="submit" disabled={busy}>{busy ? busyLabel : submitLabel}</button>
        {busy ? <Loading label={busyLabel} /> : null}
      </div>
      {footer ? <div className="form-footer" part="form-footer">{footer}</div> : null}
    </form>
  );
}

/** Focuses the first invalid field of the form holding `anchor`, so keyboard and screen-reader users land on it. */
function focusFirstInvalid(anchor: HTMLElement | null) {
  setTimeout(() => anchor?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
}

/**
 * After a refusal without field errors: the submit button was disabled while the request ran, which
 * drops focus to the page; put it back on the form's first field (never taking focus from elsewhere).
 */
function refocusForm(anchor: HTMLElement | null) {
  setTimeout(() => {
    const form = anchor?.closest('form');
    const host = (form?.getRootNode() as ShadowRoot | undefined)?.host;
    const active = deepActive();
    const lost = !active || active === document.body || active === host || (!!form && form.contains(active) && (active as HTMLButtonElement).disabled);
    if (form && lost) viewFocusTarget(form)?.focus();
  }, 0);
}

/** Runs `action` once at a time (a second submit while one runs is ignored) and maps its outcome. */
function useSubmit(report: ReportError, code: string) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const inFlight = useRef(false);
  const run = async (action: () => Promise<void>, anchor: HTMLElement | null): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setState({ status: 'submitting' });
    setServerErrors({});
    try {
      await action();
      setState({ status: 'done' });
      return true;
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      setState({ status: 'error', message: report(error, code) });
      if (hasErrors(fields)) focusFirstInvalid(anchor);
      else refocusForm(anchor);
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { state, serverErrors, run, setServerErrors };
}

const merge = (a: FieldErrors, b: FieldErrors): FieldErrors => ({ ...b, ...a });

/** Props shared by the login forms. */
export interface FormProps {
  report: ReportError;
  /** Switches the login element to another view. */
  go: (view: 'sign-in' | 'sign-up' | 'forgot') => void;
}

/** E-mail and password sign-in. */
export function SignInForm({ report, go, onSubmit, social }: FormProps & { onSubmit: (email: string, password: string) => Promise<void>; social?: ReactNode }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const anchor = useRef<HTMLDivElement>(null);
  const { state, serverErrors, run } = useSubmit(report, 'sign_in_failed');
  const t = useT(login);
  const tv = useT(checks);
  const submit = () => {
    const found = validateSignIn({ email, password }, tv);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(anchor.current);
    void run(() => onSubmit(email, password), anchor.current);
  };
  const shown = merge(errors, serverErrors);
  return (
    <FormShell name="sign-in" title={t('signInTitle')} submitLabel={t('signInSubmit')} busyLabel={t('signingIn')} state={state} onSubmit={submit}
      footer={<>
        <button type="button" className="link-button" part="link-forgot" onClick={() => go('forgot')}>{t('forgotLink')}</button>
        {/* the question and its answer wrap together, never between them */}
        <span className="phrase">
          <span className="muted">{t('newHere')}</span>{' '}
          <button type="button" className="link-button" part="link-sign-up" onClick={() => go('sign-up')}>{t('createAccountLink')}</button>
        </span>
        {social}
      </>}>
      <div ref={anchor} className="fields">
        <Field label={t('email')} name="email" type="email" autoComplete="username" inputMode="email" required value={email} onValue={setEmail} error={shown.email} />
        <Field label={t('password')} name="password" type="password" autoComplete="current-password" required value={password} onValue={setPassword} error={shown.password} />
      </div>
    </FormShell>
  );
}

/** Sign-up: name, e-mail, password twice, and the merchant's register fields (loaded when this form opens). */
export function SignUpForm({ report, go, onSubmit, fields }: FormProps & {
  onSubmit: (v: { fullName: string; email: string; password: string; passwordConfirmation: string; metadata: Record<string, string> }) => Promise<void>;
  fields: { status: 'loading' } | { status: 'ready'; fields: ExtraField[] } | { status: 'error' };
}) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setConfirmation] = useState('');
  const [extra, setExtra] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<FieldErrors>({});
  const anchor = useRef<HTMLDivElement>(null);
  const { state, serverErrors, run } = useSubmit(report, 'sign_up_failed');
  const t = useT(login);
  const tv = useT(checks);
  const extraFields = fields.status === 'ready' ? fields.fields : [];
  const submit = () => {
    const values = { fullName, email, password, passwordConfirmation, extra: withDefaults(extraFields, extra) };
    const found = validateSignUp(values, extraFields, tv);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(anchor.current);
    const metadata = Object.fromEntries(Object.entries(values.extra).filter(([, v]) => v !== ''));
    void run(() => onSubmit({ fullName, email, password, passwordConfirmation, metadata }), anchor.current);
  };
  const shown = merge(errors, serverErrors);
  return (
    <FormShell name="sign-up" title={t('signUpTitle')} submitLabel={t('signUpSubmit')} busyLabel={t('creatingAccount')} state={state} onSubmit={submit}
      footer={<>
        <span className="muted">{t('haveAccount')} </span>
        <button type="button" className="link-button" part="link-sign-in" onClick={() => go('sign-in')}>{t('signInLink')}</button>
      </>}>
      <div ref={anchor} className="fields">
        <Field label={t('fullName')} name="fullName" autoComplete="name" required value={fullName} onValue={setFullName} error={shown.fullName} />
        <Field label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} error={shown.email} />
        <Field label={t('password')} name="password" type="password" autoComplete="new-password" required value={password} onValue={setPassword} error={shown.password}
          hint={t('passwordHint', { min: MIN_PASSWORD_LENGTH })} />
        <Field label={t('repeatPassword')} name="passwordConfirmation" type="password" autoComplete="new-password" required value={passwordConfirmation}
          onValue={setConfirmation} error={shown.passwordConfirmation} />
        {fields.status === 'loading' ? <Loading label={t('loadingFields')} /> : null}
        {extraFields.length ? <RegisterFields fields={extraFields} values={withDefaults(extraFields, extra)} errors={shown}
          onValue={(name, value) => setExtra((x) => ({ ...x, [name]: value }))} /> : null}
      </div>
    </FormShell>
  );
}

function withDefaults(fields: readonly ExtraField[], values: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of fields) out[f.name] = values[f.name] ?? f.defaultValue ?? '';
  return out;
}

/** Asks for a password-reset mail. */
export function ForgotForm({ report, go, onSubmit }: FormProps & { onSubmit: (email: string) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const anchor = useRef<HTMLDivElement>(null);
  const { state, serverErrors, run } = useSubmit(report, 'password_reset_failed');
  const t = useT(login);
  const tv = useT(checks);
  const back = <button type="button" className="link-button" part="link-sign-in" onClick={() => go('sign-in')}>{t('backToSignIn')}</button>;
  if (state.status === 'done') {
    return (
      <div part="form form-forgot" className="sent">
        <Heading look={2} part="title">{t('checkEmail')}</Heading>
        <p role="status" part="message">{t('resetSent', { email: email.trim() })}</p>
        {back}
      </div>
    );
  }
  const submit = () => {
    const found = validateForgot({ email }, tv);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(anchor.current);
    void run(() => onSubmit(email), anchor.current);
  };
  return (
    <FormShell name="forgot" title={t('forgotTitle')} submitLabel={t('sendResetLink')} busyLabel={t('sending')} state={state} onSubmit={submit} footer={back}>
      <p className="muted" part="intro">{t('forgotIntro')}</p>
      <div ref={anchor} className="fields">
        <Field label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} error={merge(errors, serverErrors).email} />
      </div>
    </FormShell>
  );
}

/** Sets a new password with the token from the reset link. */
export function ResetForm({ report, go, onSubmit, hasToken }: FormProps & { onSubmit: (password: string, confirmation: string) => Promise<void>; hasToken: boolean }) {
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const anchor = useRef<HTMLDivElement>(null);
  const { state, serverErrors, run } = useSubmit(report, 'password_reset_failed');
  const t = useT(login);
  const tv = useT(checks);
  const signIn = <button type="button" className="link-button" part="link-sign-in" onClick={() => go('sign-in')}>{t('signInLink')}</button>;
  if (!hasToken) {
    return (
      <div part="form form-reset" className="sent">
        <Heading look={2} part="title">{t('newPasswordTitle')}</Heading>
        <p className="form-error" role="alert" part="form-error">{t('resetIncomplete')}</p>
        <button type="button" className="link-button" part="link-forgot" onClick={() => go('forgot')}>{t('sendNewLink')}</button>
      </div>
    );
  }
  if (state.status === 'done') {
    return (
      <div part="form form-reset" className="sent">
        <Heading look={2} part="title">{t('passwordChanged')}</Heading>
        <p role="status" part="message">{t('passwordSet')}</p>
        {signIn}
      </div>
    );
  }
  const submit = () => {
    const found = validateReset({ password, passwordConfirmation }, tv);
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(anchor.current);
    void run(() => onSubmit(password, passwordConfirmation), anchor.current);
  };
  const shown = merge(errors, serverErrors);
  return (
    <FormShell name="reset" title={t('newPasswordTitle')} submitLabel={t('savePassword')} busyLabel={t('saving')} state={state} onSubmit={submit}
      footer={<button type="button" className="link-button" part="link-forgot" onClick={() => go('forgot')}>{t('sendNewLink')}</button>}>
      <div ref={anchor} className="fields">
        <Field label={t('newPassword')} name="password" type="password" autoComplete="new-password" required value={password} onValue={setPassword} error={shown.password}
          hint={t('passwordHint', { min: MIN_PASSWORD_LENGTH })} />
        <Field label={t('repeatNewPassword')} name="passwordConfirmation" type="password" autoComplete="new-password" required value={passwordConfirmation}
          onValue={setConfirmation} error={shown.passwordConfirmation} />
      </div>
    </FormShell>
  );
}
