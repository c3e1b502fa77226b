import { useState } from 'react';
import { Field } from '../../ui/field';
import type { FieldErrors } from '../../login/validate';
import { FormError, Notice, useAction, type SectionProps } from '../shared';
import { useT } from '../../../i18n';
import { account } from '../../../i18n/account';
import { Heading } from '../../ui/host';

/**
 * The platform's minimum password length, as the login forms' `MIN_PASSWORD_LENGTH`: a copy, so the
 * account's first chunk does not load the login forms' checks for one number.
 */
const MIN_PASSWORD_LENGTH = 8;

const FIELD_OF: Record<string, string> = { old_password: 'oldPassword', password: 'password', password_confirmation: 'passwordConfirmation' };

/** The platform's per-field password errors keyed by this form's fields. */
export function passwordFieldErrors(error: unknown): FieldErrors {
  const raw = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  const out: FieldErrors = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.find((m) => typeof m === 'string') : value;
    if (FIELD_OF[key] && typeof text === 'string' && text.length < 300) out[FIELD_OF[key]] = text;
  }
  return out;
}

/** Password: the old one, a new one and its confirmation, checked here and by the platform per field. */
export function Password({ client, report, title }: SectionProps) {
  const t = useT(account);
  const [v, setV] = useState({ oldPassword: '', password: '', passwordConfirmation: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction(report, 'password_change_failed');
  const field = (name: keyof typeof v) => (value: string) => setV((x) => ({ ...x, [name]: value }));

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!v.oldPassword) local.oldPassword = t('enterCurrentPassword');
    if (!v.password) local.password = t('chooseNewPassword');
    else if (v.password.length < MIN_PASSWORD_LENGTH) local.password = t('passwordTooShort', { count: MIN_PASSWORD_LENGTH });
    if (!v.passwordConfirmation) local.passwordConfirmation = t('repeatPassword');
    else if (v.password && v.password !== v.passwordConfirmation) local.passwordConfirmation = t('passwordsDiffer');
    setErrors(local);
    if (Object.values(local).some(Boolean)) return;
    const ok = await action.run(() => client.accounts.changePassword(v), t('passwordChanged'), (error) => {
      const byField = passwordFieldErrors(error);
      setErrors(byField);
      return Object.keys(byField).length > 0;
    });
    if (ok) setV({ oldPassword: '', password: '', passwordConfirmation: '' });
  };

  return (
    <section part="section section-password" data-state={action.busy ? 'saving' : action.notice ? 'success' : 'ready'} aria-label={title} className="section">
      <Heading look={3} part="heading">{title}</Heading>
      <form part="password-form" noValidate onSubmit={(e) => void submit(e)}>
        <Field label={t('currentPassword')} name="old-password" type="password" autoComplete="current-password" value={v.oldPassword} onValue={field('oldPassword')} error={errors.oldPassword} />
        <Field label={t('newPassword')} name="password" type="password" autoComplete="new-password" value={v.password} onValue={field('password')} error={errors.password}
          hint={t('passwordHint', { count: MIN_PASSWORD_LENGTH })} />
        <Field label={t('repeatNewPassword')} name="password-confirmation" type="password" autoComplete="new-password" value={v.passwordConfirmation}
          onValue={field('passwordConfirmation')} error={errors.passwordConfirmation} />
        <FormError text={action.error} />
        <Notice text={action.notice} />
        <div className="actions">
          <button type="submit" part="save-button" disabled={action.busy}>{t(action.busy ? 'changing' : 'changePassword')}</button>
        </div>
      </form>
    </section>
  );
}
