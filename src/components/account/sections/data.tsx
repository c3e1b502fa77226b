import { useState } from 'react';
import { Field } from '../../ui/field';
import { refreshSession } from '../../../stores/session';
import { setActiveProfile } from '../../../stores/profile';
import { FormError, Notice, useAction, type SectionProps } from '../shared';

const passwordError = (e: unknown) => {
  const errors = (e as { data?: { errors?: Record<string, unknown> } } | null)?.data?.errors;
  return typeof errors?.password === 'string' ? errors.password : null;
};

/**
 * Your data: an export mailed to the viewer, and erasing the account (password, an irreversible
 * warning, the exit survey). An erase signs the viewer out here and in every other tab.
 */
export function Data({ client, report, survey }: SectionProps) {
  const [exportPassword, setExportPassword] = useState('');
  const [exportError, setExportError] = useState<string | null>(null);
  const exporting = useAction(report, 'export_failed');
  const [erasePassword, setErasePassword] = useState('');
  const [understood, setUnderstood] = useState(false);
  const [eraseError, setEraseError] = useState<string | null>(null);
  const erasing = useAction(report, 'erase_failed');

  const doExport = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!exportPassword) return setExportError('Enter your password.');
    setExportError(null);
    const ok = await exporting.run(() => client.accounts.exportData({ password: exportPassword }), 'Your data is on its way to your e-mail address.', (err) => {
      setExportError(passwordError(err));
      return !!passwordError(err);
    });
    if (ok) setExportPassword('');
  };
  const doErase = async (e: React.FormEvent) => {
    e.preventDefault();
    if (!erasePassword) return setEraseError('Enter your password.');
    setEraseError(null);
    if (!understood) {
      erasing.setError('Tick the box to confirm that you understand.');
      return;
    }
    if (!(await survey('erase'))) return;
    const ok = await erasing.run(() => client.accounts.deleteAccount({ password: erasePassword }), undefined, (err) => {
      setEraseError(passwordError(err));
      return !!passwordError(err);
    });
    if (ok) {
      setActiveProfile(null);
      await refreshSession();
    }
  };

  return (
    <section part="section section-data" data-state={erasing.busy || exporting.busy ? 'saving' : exporting.notice ? 'success' : 'ready'} aria-label="Your data" className="section">
      <h3 part="heading">Your data</h3>
      <form part="export-form" noValidate onSubmit={(e) => void doExport(e)}>
        <h4>Get a copy of your data</h4>
        <p className="muted">We send everything we keep about you to your e-mail address.</p>
        <Field label="Password" name="export-password" type="password" autoComplete="current-password" value={exportPassword} onValue={setExportPassword} error={exportError} />
        <FormError text={exporting.error} />
        <Notice text={exporting.notice} />
        <div className="actions"><button type="submit" part="export-button" disabled={exporting.busy}>{exporting.busy ? 'Sending…' : 'Send my data'}</button></div>
      </form>
      <form part="erase-form" noValidate onSubmit={(e) => void doErase(e)}>
        <h4>Erase your account</h4>
        <p className="warning" part="erase-warning" id="erase-warning">
          This erases your account, your profiles, favorites and watch history, and ends your access to everything you bought. It cannot be undone.
        </p>
        <Field label="Password" name="erase-password" type="password" autoComplete="current-password" value={erasePassword} onValue={setErasePassword} error={eraseError} />
        <div className="field checkbox" part="field field-understood">
          <label><input type="checkbox" name="understood" checked={understood} aria-describedby="erase-warning" onChange={(e) => setUnderstood(e.currentTarget.checked)} /> I understand that this cannot be undone.</label>
        </div>
        <FormError text={erasing.error} />
        <div className="actions"><button type="submit" className="danger" part="erase-button" disabled={erasing.busy}>{erasing.busy ? 'Erasing…' : 'Erase my account'}</button></div>
      </form>
    </section>
  );
}
