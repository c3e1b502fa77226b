import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Field } from '../ui/field';
import { Loading } from '../ui/spinner';
import { MIN_PASSWORD_LENGTH, type FieldErrors, hasErrors, serverFieldErrors, validateForgot, validateReset, validateSignIn, useCooldown, type Cooldown } from './validate';
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
  /** The wait after "too many attempts" (the platform's 429). */
  cooldown: Cooldown;
}

/**
 * The frame every login form shares: heading, fields, a form-level error announced as an alert,
 * and a submit button that is disabled (with a busy label) while the request runs, and, after the
 * platform refused with "too many attempts", until its wait is over (the button counts it down;
 * then the alert says the form may be sent again).
 */
export function FormShell({ title, submitLabel, busyLabel, state, onSubmit, children, footer, name, cooldown }: FormShellProps) {
  const busy = state.status === 'submitting';
  const waiting = cooldown.left > 0;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onSubmit();
  };
  return (
    <form noValidate onSubmit={submit} part={`form form-${name}`} aria-busy={busy ? 'true' : undefined} aria-label={title}>
      <Heading look={2} part="title">{title}</Heading>
      {state.status === 'error' ? <p className="form-error" role="alert" part="form-error">{cooldown.notice(state.message)}</p> : null}
      {children}
      <div className="actions">
        <button type="submit" part="submit" disabled={busy || waiting}>{busy ? busyLabel : cooldown.button(submitLabel)}</button>
        {busy ? <Loading label={busyLabel} /> : null}
      </div>
      {footer ? <div className="form-footer" part="form-footer">{footer}</div> : null}
    </form>
  );
}

/** Focuses the first invalid field of the form holding `anchor`, so keyboard and screen-reader users land on it. */
export function focusFirstInvalid(anchor: HTMLElement | null) {
  setTimeout(() => {
    const field = anchor?.closest('form')?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // a refusal about a field the form does not show: focus back on the form, as for any refusal
    if (field) field.focus();
    else refocusForm(anchor);
  }, 0);
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

/**
 * Runs `action` once at a time (a second submit while one runs is ignored) and maps its outcome; after
 * a 429 it refuses to send again until the platform's wait is over.
 */
export function useSubmit(report: ReportError, code: string) {
  const [state, setState] = useState<SubmitState>({ status: 'idle' });
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const inFlight = useRef(false);
  const cooldown = useCooldown();
  const waiting = useRef(0);
  waiting.current = cooldown.left;
  const run = async (action: () => Promise<void>, anchor: HTMLElement | null): Promise<boolean> => {
    if (inFlight.current || waiting.current > 0) return false;
    inFlight.current = true;
    cooldown.reset();
    setState({ status: 'submitting' });
    setServerErrors({});
    try {
      await action();
      setState({ status: 'done' });
      return true;
    } catch (error) {
      const fields = serverFieldErrors(error);
      setServerErrors(fields);
      const message = report(error, code);
      setState({ status: 'error', message: cooldown.start(error) ?? message });
      if (hasErrors(fields)) focusFirstInvalid(anchor);
      else refocusForm(anchor);
      return false;
    } finally {
      inFlight.current = false;
    }
  };
  return { state, serverErrors, run, setServerErrors, cooldown };
}

/** Form errors over the platform's: the form's own checks win. */
export const merge = (a: FieldErrors, b: FieldErrors): FieldErrors => ({ ...b, ...a });

/**
 * `useSubmit` behind the form's own checks: `send(found, action)` shows the fields its checks
 * refused, with the focus on the first of them, or else runs `action`; `anchor` goes on the element
 * around the fields, and `shown` is each field's error (the form's own over the platform's).
 */
export function useCheckedSubmit(report: ReportError, code: string) {
  const [errors, setErrors] = useState<FieldErrors>({});
  const anchor = useRef<HTMLDivElement>(null);
  const submit = useSubmit(report, code);
  const send = (found: FieldErrors, action: () => Promise<void>) => {
    setErrors(found);
    if (hasErrors(found)) return focusFirstInvalid(anchor.current);
    void submit.run(action, anchor.current);
  };
  return { ...submit, anchor, send, shown: merge(errors, submit.serverErrors) };
}

/** Props shared by the login forms. */
export interface FormProps {
  report: ReportError;
  /** Switches the login element to another view. */
  go: (view: 'sign-in' | 'sign-up' | 'forgot') => void;
}

/** E-mail and password sign-in. */
export function SignInForm({ report, go, onSubmit, social, notice }: FormProps & { onSubmit: (email: string, password: string) => Promise<void>; social?: ReactNode; notice?: string }) {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const { state, cooldown, anchor, send, shown } = useCheckedSubmit(report, 'sign_in_failed');
  const t = useT(login);
  const tv = useT(checks);
  const submit = () => send(validateSignIn({ email, password }, tv), () => onSubmit(email, password));
  return (
    <FormShell name="sign-in" title={t('signInTitle')} submitLabel={t('signInSubmit')} busyLabel={t('signingIn')} cooldown={cooldown} onSubmit={submit}
      state={state.status === 'idle' && notice ? { status: 'error', message: notice } : state}
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

/** Asks for a password-reset mail. */
export function ForgotForm({ report, go, onSubmit }: FormProps & { onSubmit: (email: string) => Promise<void> }) {
  const [email, setEmail] = useState('');
  const { state, cooldown, anchor, send, shown } = useCheckedSubmit(report, 'password_reset_failed');
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
  const submit = () => send(validateForgot({ email }, tv), () => onSubmit(email));
  return (
    <FormShell name="forgot" title={t('forgotTitle')} submitLabel={t('sendResetLink')} busyLabel={t('sending')} state={state} cooldown={cooldown} onSubmit={submit} footer={back}>
      <p className="muted" part="intro">{t('forgotIntro')}</p>
      <div ref={anchor} className="fields">
        <Field label={t('email')} name="email" type="email" autoComplete="email" inputMode="email" required value={email} onValue={setEmail} error={shown.email} />
      </div>
    </FormShell>
  );
}

/** Sets a new password with the token from the reset link. */
export function ResetForm({ report, go, onSubmit, hasToken }: FormProps & { onSubmit: (password: string, confirmation: string) => Promise<void>; hasToken: boolean }) {
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setConfirmation] = useState('');
  const { state, cooldown, anchor, send, shown } = useCheckedSubmit(report, 'password_reset_failed');
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
  const submit = () => send(validateReset({ password, passwordConfirmation }, tv), () => onSubmit(password, passwordConfirmation));
  return (
    <FormShell name="reset" title={t('newPasswordTitle')} submitLabel={t('savePassword')} busyLabel={t('saving')} state={state} cooldown={cooldown} onSubmit={submit}
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
