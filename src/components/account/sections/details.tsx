import { useState } from 'react';
import { Field } from '../../ui/field';
import { RegisterFields } from '../../login/register-fields';
import { loadRegisterFields } from '../../login/register-field-list';
import type { ExtraField, FieldErrors } from '../../login/validate';
import { refreshSession } from '../../../stores/session';
import type { Account } from '../../../client/types';
import { FormError, Notice, Section, stateOf, useAction, type SectionProps } from '../shared';
import { loaded, useLoad } from '../../ui/load';
import { useT } from '../../../i18n';
import { account as messages } from '../../../i18n/account';

/** The account and the merchant's register fields, loaded together. */
interface DetailsData {
  account: Account;
  fields: ExtraField[];
}

/** `date_of_birth` as the platform sends it (seconds or a date string) → `YYYY-MM-DD` for a date input. */
export function dateInputValue(raw: unknown): string {
  if (typeof raw === 'number' && Number.isFinite(raw)) return new Date(raw * 1000).toISOString().slice(0, 10);
  if (typeof raw === 'string' && /^\d{4}-\d{2}-\d{2}/.test(raw)) return raw.slice(0, 10);
  return '';
}

const FIELD_OF: Record<string, string> = { full_name: 'fullName', date_of_birth: 'dateOfBirth' };

/** The platform's per-field errors (`{errors: {field: message}}`) keyed by this form's fields. */
export function detailsFieldErrors(error: unknown, extra: readonly ExtraField[]): FieldErrors {
  const raw = (error as { data?: { errors?: unknown } } | null)?.data?.errors;
  const out: FieldErrors = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, value] of Object.entries(raw as Record<string, unknown>)) {
    const text = Array.isArray(value) ? value.find((m) => typeof m === 'string') : value;
    if (typeof text !== 'string' || !text.trim() || text.length > 300) continue;
    const name = key.replace(/^metadata[.[]/, '').replace(/]$/, '');
    if (FIELD_OF[key]) out[FIELD_OF[key]] = text;
    else if (extra.some((f) => f.name === name)) out[`extra.${name}`] = text;
  }
  return out;
}

/** Details: full name, the e-mail (read-only), date of birth and the merchant's register fields as metadata. */
export function Details({ client, report, title }: SectionProps) {
  const [load, reload, set] = useLoad<DetailsData>(async () => {
    const [account, fields] = await Promise.all([client.accounts.getAccount(), loadRegisterFields(client).catch(() => [] as ExtraField[])]);
    return { account, fields: fields.filter((f) => f.name !== 'date_of_birth') };
  }, [], report, 'details_load_failed');
  return (
    <Section name="details" title={title} load={load} state={stateOf(load)} onRetry={reload}>
      {load.status === 'ready' ? <DetailsForm data={load.data} client={client} report={report} onSaved={(account) => set(loaded((d) => ({ ...d, account })))} /> : null}
    </Section>
  );
}

function DetailsForm({ data, client, report, onSaved }: { data: DetailsData; client: SectionProps['client']; report: SectionProps['report']; onSaved: (a: Account) => void }) {
  const { account, fields } = data;
  const meta = (account.metadata ?? {}) as Record<string, unknown>;
  const [fullName, setFullName] = useState(account.full_name ?? '');
  const [dob, setDob] = useState(dateInputValue(account.date_of_birth));
  const [extra, setExtra] = useState<Record<string, string>>(() =>
    Object.fromEntries(fields.map((f) => [f.name, meta[f.name] === undefined || meta[f.name] === null ? f.defaultValue ?? '' : String(meta[f.name])])));
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction(report, 'details_save_failed');
  const t = useT(messages);

  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!fullName.trim()) local.fullName = t('enterName');
    for (const f of fields) {
      const v = extra[f.name] ?? '';
      if (f.required && (f.type === 'checkbox' ? v !== 'true' : !v.trim())) local[`extra.${f.name}`] = t('fieldRequired', { field: f.label });
    }
    setErrors(local);
    if (Object.values(local).some(Boolean)) return;
    const metadata = Object.fromEntries(Object.entries(extra).filter(([, v]) => v !== ''));
    const saved = await action.run(
      () => client.accounts.updateAccount({ fullName: fullName.trim(), dateOfBirth: dob || undefined, metadata: Object.keys(metadata).length ? metadata : undefined }),
      t('detailsSaved'),
      (error) => {
        const byField = detailsFieldErrors(error, fields);
        setErrors(byField);
        return Object.keys(byField).length > 0;
      },
    );
    if (saved) {
      onSaved(saved);
      void refreshSession();
    }
  };

  return (
    <form part="details-form" noValidate onSubmit={(e) => void submit(e)}>
      <Field label={t('fullName')} name="full-name" autoComplete="name" required value={fullName} onValue={setFullName} error={errors.fullName} />
      <Field label={t('email')} name="email" type="email" readOnly value={account.email ?? ''} onValue={() => undefined}
        hint={t('emailHint')} />
      <Field label={t('dateOfBirth')} name="date-of-birth" type="date" autoComplete="bday" value={dob} onValue={setDob} error={errors.dateOfBirth} />
      {fields.length ? <RegisterFields fields={fields} values={extra} errors={errors} onValue={(n, v) => setExtra((x) => ({ ...x, [n]: v }))} /> : null}
      <FormError text={action.error} />
      <Notice text={action.notice} />
      <div className="actions">
        <button type="submit" part="save-button" disabled={action.busy}>{t(action.busy ? 'saving' : 'save')}</button>
      </div>
    </form>
  );
}
