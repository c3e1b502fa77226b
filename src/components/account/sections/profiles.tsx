import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { Field, FieldBox } from '../../ui/field';
import type { FieldErrors } from '../../login/validate';
import { safeImageUrl } from '../../../site/urls';
import { $activeProfile, setActiveProfile } from '../../../stores/profile';
import { $session } from '../../../stores/session';
import type { Profile } from '../../../client/types';
import { FormError, Notice, Section, stateOf, useAction, type SectionProps } from '../shared';
import { loaded, useLoad } from '../../ui/load';
import { useT } from '../../../i18n';
import { accountLibrary, type AccountLibraryT } from '../../../i18n/account-library';
import { useCooldown, type Cooldown } from '../../login/validate';
import { Heading } from '../../ui/host';

type Mode = { kind: 'list' } | { kind: 'create' } | { kind: 'edit'; profile: Profile } | { kind: 'pin'; profile: Profile; then: 'enter' | 'delete' };

const pinRequired = (p: Profile) => p.pin_required === true;

/** Per-field errors of a profile form from the platform's answer. */
function profileFieldErrors(error: unknown): FieldErrors {
  const raw = (error as { data?: { errors?: Record<string, unknown> } } | null)?.data?.errors ?? {};
  const out: FieldErrors = {};
  for (const k of ['name', 'pin', 'avatar_url']) if (typeof raw[k] === 'string') out[k === 'avatar_url' ? 'avatar' : k] = raw[k] as string;
  return out;
}

/**
 * Profiles: list, create (name, adult, avatar, a PIN for an adult profile), edit, delete (a
 * PIN-protected one with its PIN), and enter one (with its PIN). After too many wrong PINs (the
 * platform's 429) the PIN form waits, counting down, before it may be sent again.
 */
export function Profiles({ client, report, title }: SectionProps) {
  const t = useT(accountLibrary);
  const [load, reload, set] = useLoad(() => client.accounts.getProfiles(), [], report, 'profiles_load_failed');
  const [mode, setMode] = useState<Mode>({ kind: 'list' });
  const active = useStore($activeProfile);
  const session = useStore($session);
  const action = useAction(report, 'profile_failed');
  const [deleting, setDeleting] = useState<string | null>(null);
  const pinWait = useCooldown();
  const list = load.status === 'ready' && Array.isArray(load.data) ? load.data : [];
  // a refused PIN keeps the form open; a 429 also starts the wait before the next try, and says so
  const onPinError = (e: unknown) => {
    const message = pinWait.start(e);
    if (message) action.setError(message);
    return message !== null;
  };

  const enter = async (p: Profile, pin?: string): Promise<boolean> => {
    pinWait.reset();
    const r = await action.run(async () => {
      const answer = await client.accounts.enterProfile(p.id, pin);
      const token = (answer as { access_token?: unknown }).access_token;
      if (typeof token === 'string' && token) {
        const before = await client.session.get();
        await client.session.set({ token, refreshToken: before?.refreshToken ?? '', expires: Number((answer as { expires?: unknown }).expires) || before?.expires || 0 });
      }
      return answer;
    }, t('nowWatchingAs', { name: p.name }), onPinError);
    if (!r) return false;
    const accountUuid = session.status === 'authenticated' ? session.account?.uuid ?? '' : '';
    setActiveProfile({ id: p.id, name: p.name, avatarUrl: safeImageUrl(p.avatar_url) ?? undefined, accountUuid });
    setMode({ kind: 'list' });
    return true;
  };

  const remove = async (p: Profile, pin?: string): Promise<boolean> => {
    setDeleting(null);
    pinWait.reset();
    const ok = await action.run(() => client.accounts.deleteProfile(p.id, pin), t('profileDeleted', { name: p.name }), pin === undefined ? undefined : onPinError);
    if (!ok) return false;
    set(loaded((d) => d.filter((x) => x.id !== p.id)));
    if (active?.id === p.id) setActiveProfile(null);
    setMode({ kind: 'list' });
    return true;
  };

  return (
    <Section name="profiles" title={title} load={load} state={stateOf(load, (d) => !Array.isArray(d) || d.length === 0)} onRetry={reload}>
      <Notice text={action.notice} />
      {mode.kind === 'list' ? <FormError text={action.error} /> : null}
      {mode.kind === 'list' ? (
        <>
          {list.length === 0 ? <p className="muted" part="empty">{t('profilesEmpty')}</p> : (
            <ul className="list" part="profile-list">
              {list.map((p) => (
                <li key={p.id} className="row" part={`profile${active?.id === p.id ? ' profile-active' : ''}`}>
                  {safeImageUrl(p.avatar_url) ? <img className="avatar" alt="" src={safeImageUrl(p.avatar_url)!} /> : <span className="avatar" aria-hidden="true" />}
                  <span className="grow">
                    <strong>{p.name}</strong>{' '}
                    {p.adult ? null : <span className="badge">{t('kids')}</span>}{' '}
                    {pinRequired(p) ? <span className="badge">{t('pin')}</span> : null}{' '}
                    {active?.id === p.id ? <span className="badge" part="active-badge">{t('watchingNow')}</span> : null}
                  </span>
                  <span className="actions">
                    <button type="button" part="enter-button" disabled={action.busy} aria-label={t('enterLabel', { name: p.name })}
                      onClick={() => (pinRequired(p) ? setMode({ kind: 'pin', profile: p, then: 'enter' }) : void enter(p))}>{t('enter')}</button>
                    <button type="button" className="secondary" part="edit-button" aria-label={t('editLabel', { name: p.name })} onClick={() => setMode({ kind: 'edit', profile: p })}>{t('edit')}</button>
                    <button type="button" className="secondary" part="delete-button" aria-label={t('deleteLabel', { name: p.name })} disabled={action.busy} onClick={() => setDeleting(p.id)}>{t('delete')}</button>
                  </span>
                  {deleting === p.id ? (
                    <div className="actions warning" role="group" aria-label={t('deleteAsk', { name: p.name })} part="confirm">
                      <span>{t('deleteConfirm', { name: p.name })}</span>
                      <button type="button" className="danger" part="confirm-button" autoFocus
                        onClick={() => {
                          if (!pinRequired(p)) return void remove(p);
                          setDeleting(null);
                          setMode({ kind: 'pin', profile: p, then: 'delete' });
                        }}>{t('delete')}</button>
                      <button type="button" className="secondary" part="cancel-button" onClick={() => setDeleting(null)}>{t('keep')}</button>
                    </div>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
          {list.length < 5 ? <div className="actions"><button type="button" part="add-button" onClick={() => setMode({ kind: 'create' })}>{t('addProfile')}</button></div> : null}
        </>
      ) : null}
      {mode.kind === 'create' || mode.kind === 'edit' ? (
        <ProfileForm t={t} client={client} report={report} profile={mode.kind === 'edit' ? mode.profile : null} onCancel={() => setMode({ kind: 'list' })}
          onSaved={(p) => {
            set(loaded((d) => (mode.kind === 'edit' ? d.map((x) => (x.id === p.id ? p : x)) : [...d, p])));
            setMode({ kind: 'list' });
            action.setNotice(t(mode.kind === 'edit' ? 'profileSaved' : 'profileAdded', { name: p.name }));
          }} />
      ) : null}
      {mode.kind === 'pin' ? (
        <PinPrompt key={`${mode.then}:${mode.profile.id}`} t={t} profile={mode.profile} busy={action.busy} error={action.error} wait={pinWait} submitLabel={t(mode.then === 'delete' ? 'delete' : 'enter')}
          onCancel={() => setMode({ kind: 'list' })} onPin={(pin) => (mode.then === 'delete' ? remove(mode.profile, pin) : enter(mode.profile, pin))} />
      ) : null}
    </Section>
  );
}

function PinPrompt({ t, profile, busy, error, wait, submitLabel, onPin, onCancel }: {
  t: AccountLibraryT; profile: Profile; busy: boolean; error: string | null; wait: Cooldown; submitLabel: string; onPin: (pin: string) => Promise<boolean>; onCancel: () => void;
}) {
  const [pin, setPin] = useState('');
  const [local, setLocal] = useState<string | null>(null);
  const waiting = wait.left > 0;
  const shown = wait.notice(error);
  return (
    <form part="pin-form" noValidate onSubmit={(e) => {
      e.preventDefault();
      if (busy || waiting) return;
      if (!/^\d{4}$/.test(pin)) return setLocal(t('enterPin'));
      setLocal(null);
      void onPin(pin).then((ok) => ok || setPin(''));
    }}>
      <Field label={t('pinOf', { name: profile.name })} name="pin" type="password" inputMode="numeric" autoComplete="off" maxLength={4} autoFocus
        value={pin} onValue={(v) => setPin(v.replace(/\D/g, ''))} error={local ?? (error === 'Invalid PIN code' ? t('wrongPin') : null)} />
      {shown && error !== 'Invalid PIN code' ? <FormError text={shown} /> : null}
      <div className="actions">
        <button type="submit" part="pin-submit" disabled={busy || waiting}>{wait.button(submitLabel)}</button>
        <button type="button" className="secondary" part="cancel-button" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}

function ProfileForm({ t, client, report, profile, onSaved, onCancel }: {
  t: AccountLibraryT; client: SectionProps['client']; report: SectionProps['report']; profile: Profile | null; onSaved: (p: Profile) => void; onCancel: () => void;
}) {
  const [name, setName] = useState(profile?.name ?? '');
  const [adult, setAdult] = useState(profile ? profile.adult !== false : true);
  const [avatar, setAvatar] = useState(profile?.avatar_url ?? '');
  const [pin, setPin] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const action = useAction(report, 'profile_save_failed');
  const submit = async (e: React.FormEvent) => {
    e.preventDefault();
    const local: FieldErrors = {};
    if (!name.trim()) local.name = t('enterAName');
    else if (name.trim().length > 50) local.name = t('nameTooLong', { count: 50 });
    if (avatar.trim() && !safeImageUrl(avatar.trim())) local.avatar = t('avatarInvalid');
    if (pin && !/^\d{4}$/.test(pin)) local.pin = t('pinDigits');
    setErrors(local);
    if (Object.values(local).some(Boolean)) return;
    const input = { name: name.trim(), adult, avatarUrl: avatar.trim() || undefined };
    const saved = await action.run(
      () => (profile ? client.accounts.updateProfile(profile.id, input) : client.accounts.createProfile({ ...input, pin: pin || undefined })),
      undefined,
      (error) => {
        const byField = profileFieldErrors(error);
        setErrors(byField);
        return Object.keys(byField).length > 0;
      },
    );
    if (saved) onSaved(saved);
  };
  return (
    <form part="profile-form" noValidate onSubmit={(e) => void submit(e)}>
      <Heading look={4} depth={1}>{profile ? t('editLabel', { name: profile.name }) : t('newProfile')}</Heading>
      <Field label={t('name')} name="profile-name" value={name} onValue={setName} error={errors.name} maxLength={50} />
      <FieldBox className="checkbox" part="field field-adult">
        <label><input type="checkbox" name="adult" checked={adult} onChange={(e) => setAdult(e.currentTarget.checked)} /> {t('adult')}</label>
      </FieldBox>
      <Field label={t('avatar')} name="avatar" type="url" value={avatar} onValue={setAvatar} error={errors.avatar} />
      {profile ? null : (
        <Field label={t('newPin')} name="new-pin" type="password" inputMode="numeric" autoComplete="new-password" maxLength={4}
          value={pin} onValue={(v) => setPin(v.replace(/\D/g, ''))} error={errors.pin} hint={t('pinHint')} />
      )}
      <FormError text={action.error} />
      <div className="actions">
        <button type="submit" part="save-button" disabled={action.busy}>{t(profile ? 'save' : 'addProfileSubmit')}</button>
        <button type="button" className="secondary" part="cancel-button" onClick={onCancel}>{t('cancel')}</button>
      </div>
    </form>
  );
}
