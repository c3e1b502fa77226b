import { useState } from 'react';
import { Field, FieldBox } from '../../ui/field';
import { refreshSession } from '../../../stores/session';
import { setActiveProfile } from '../../../stores/profile';
import { FormError, Notice, useAction, type SectionProps } from '../shared';
import { useT } from '../../../i18n';
import { accountBilling } from '../../../i18n/account-billing';
import { Heading } from '../../ui/host';

const passwordError = (e: unknown) => {
  const errors = (e as { data?: { errors?: Record<string, unknown> } } | null)?.data?.errors;
  return typeof errors?.password === 'string' ? errors.password : null;
};

/**
 * Your data: an export mailed to the viewer, and erasing the account (password, an irreversible
 * warning, the exit survey). An erase signs the viewer out here and in every other tab.
 */
export function Data({ client, report, survey, title, onErased }: SectionProps) {
  const t = useT(accountBilling);
  const [exportPassword, setExportPassword] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const exporting = useAction(report, 'export_failed');
  const [erasePassword, setErasePassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const erasing = useAction(report, 'erase_failed');

  const doExport = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!exportPassword) return setExportError(t('enterPassword'));
    setExportError(null);
    const ok = await exporting.run(() => client.accounts.exportData({ password: exportPassword }), t('exportSent'), (err) => {
      setExportError(passwordError(err));
      return !!passwordError(err);
    });
    if (ok) setExportPassword('');
  };
  const doErase = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!erasePassword) return setEraseError(t('enterPassword'));
    setEraseError(null);
    if (!understood) {
      erasing.setError(t('tickToConfirm'));
      return;
    }
    erasing.setNotice(null);
    if (!(await survey('erase'))) {
      // the survey was closed (or the page said no): nothing happened, the form says so and starts over
      setErasePassword('');
      setUnderstood(false);
      erasing.setNotice(t('eraseKept'));
      return;
    }
    const ok = await erasing.run(() => client.accounts.deleteAccount({ password: erasePassword }), undefined, (err) => {
      setEraseError(passwordError(err));
      return !!passwordError(err);
    });
    if (ok) {
      onErased?.();
      setActiveProfile(null);
      await refreshSession();
    }
  };

  return (
    <section part="section section-data" data-state={erasing.busy || exporting.busy ? 'saving' : exporting.notice ? 'success' : 'ready'} aria-label={title} className="section">
      <Heading look={3} part="heading">{title}</Heading>
      <form part="export-form" noValidate onSubmit={(e) => void doExport(e)}>
        <Heading look={4} depth={1}>{t('exportTitle')}</Heading>
        <p className="muted">{t('exportIntro')}</p>
        <Field label={t('password')} name="export-password" type="password" autoComplete="current-password" value={exportPassword} onValue={setExportPassword} error={exportError} />
        <FormError text={exporting.error} />
        <Notice text={exporting.notice} />
        <div className="actions"><button type="submit" part="export-button" disabled={exporting.busy}>{t(exporting.busy ? 'sending' : 'sendData')}</button></div>
      </form>
      <form part="erase-form" noValidate onSubmit={(e) => void doErase(e)}>
        <Heading look={4} depth={1}>{t('eraseTitle')}</Heading>
        <p className="warning" part="erase-warning" id="erase-warning">
          {t('eraseWarning')}
        </p>
        <Field label={t('password')} name="erase-password" type="password" autoComplete="current-password" value={erasePassword} onValue={setErasePassword} error={eraseError} />
        <FieldBox className="checkbox" part="field field-understood">
          <label><input type="checkbox" name="understood" checked={understood} aria-describedby="erase-warning" onChange={(e) => setUnderstood(e.currentTarget.checked)} /> {t('understood')}</label>
        </FieldBox>
        <FormError text={erasing.error} />
        <Notice text={erasing.notice} />
        <div className="actions"><button type="submit" className="danger" part="erase-button" disabled={erasing.busy}>{t(erasing.busy ? 'erasing' : 'erase')}</button></div>
      </form>
    </section>
  );
}
