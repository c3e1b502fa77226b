/**
 * The sign-up form, with the merchant's register fields and restriction settings (read when the
 * sign-up view opens). Kept apart from the account's details form, which shares the register
 * fields but not the age rule.
 */
import { useState } from 'react';
import { Field } from '../ui/field';
import { Loading } from '../ui/spinner';
import { MIN_PASSWORD_LENGTH, validateSignUp, type ExtraField } from './validate';
import { RegisterFields } from './register-fields';
import { FormShell, useCheckedSubmit, type FormProps } from './forms';
import { useT } from '../../i18n';
import { login } from '../../i18n/login';
import { checks } from '../../i18n/checks';
import { age } from '../../i18n/age';

/** Whether a `YYYY-MM-DD` birth date is at least `years` ago (false for anything else). */
export function oldEnough(value: string, years: number, now = new Date()): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value.trim());
  if (!m) return false;
  const born = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  if (born.getUTCMonth() !== +m[2] - 1) return false;
  return new Date(Date.UTC(+m[1] + years, +m[2] - 1, +m[3])) <= now;
}

/** Sign-up: name, e-mail, password twice, and the merchant's register fields (loaded when this form opens). */
export function SignUpForm({ report, go, onSubmit, fields }: FormProps & {
  onSubmit: (v: { fullName: string; email: string; password: string; passwordConfirmation: string; metadata: Record<string, string>; dateOfBirth?: string }) => Promise<void>;
  fields: { status: 'loading' } | { status: 'ready'; fields: ExtraField[] } | { status: 'error' };
}) {
  const [fullName, setFullName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordConfirmation, setConfirmation] = useState('');
  const [extra, setExtra] = useState<Record<string, string>>({});
  const { state, cooldown, anchor, send, shown } = useCheckedSubmit(report, 'sign_up_failed');
  const t = useT(login);
  const tv = useT(checks);
  const ta = useT(age);
  // a minimum age says itself on its field (in the page's language)
  const extraFields = (fields.status === 'ready' ? fields.fields : []).map((f) => (f.minAge ? { ...f, label: f.label || ta('dateOfBirth'), hint: ta('minimumAge', { age: f.minAge }) } : f));
  const submit = () => {
    const values = { fullName, email, password, passwordConfirmation, extra: withDefaults(extraFields, extra) };
    const found = validateSignUp(values, extraFields, tv);
    // the merchant's minimum age, checked before anything is sent
    for (const f of extraFields) {
      if (f.minAge && !found[`extra.${f.name}`] && !oldEnough(values.extra[f.name] ?? '', f.minAge)) found[`extra.${f.name}`] = ta('tooYoung', { age: f.minAge });
    }
    const metadata = Object.fromEntries(Object.entries(values.extra).filter(([, v]) => v !== ''));
    // the date of birth is the account's own field too (the platform checks a minimum age on it)
    send(found, () => onSubmit({ fullName, email, password, passwordConfirmation, metadata, dateOfBirth: values.extra.date_of_birth || undefined }));
  };
  return (
    <FormShell name="sign-up" title={t('signUpTitle')} submitLabel={t('signUpSubmit')} busyLabel={t('creatingAccount')} state={state} cooldown={cooldown} onSubmit={submit}
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

