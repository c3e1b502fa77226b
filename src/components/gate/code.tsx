import { useT } from '../../i18n';
import { access, type AccessT } from '../../i18n/access';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '../ui/field';
import { Loading } from '../ui/spinner';
import type { GateItem } from './access';
import { codeSessions, endCodeSession, enterCode } from './code-access';
import { useCooldown } from '../login/validate';
import { Heading } from '../ui/host';

// what the gate asks first for a code item, with the code entry in one chunk
export { openWithStoredCode } from './code-access';

type Report = (error: unknown, code?: string) => string;

/**
 * Asks for an access code; the platform checks it (and how many devices already use it). After too
 * many wrong codes (the platform's 429) the button stays disabled, counting down its wait.
 */
export function CodeEntry({ item, itemId, onOpened, report }: { item: GateItem; itemId: string; onOpened: (content: string) => void; report: Report }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const t = useT(access);
  const inFlight = useRef(false);
  const cooldown = useCooldown();
  const waiting = cooldown.left > 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current || waiting) return;
    if (!code.trim()) {
      setError(t('codeMissing'));
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError('');
    cooldown.reset();
    try {
      const { content } = await enterCode(itemId, code);
      onOpened(content);
    } catch (err) {
      const message = report(err, 'access_code_failed');
      setError(cooldown.start(err) ?? message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="panel" part="code-form" aria-label={t('accessCode')}>
      <Heading look={2} part="preview-title"><bdi>{item.preview.title}</bdi></Heading>
      {item.preview.description ? <p part="preview-description"><bdi>{item.preview.description}</bdi></p> : null}
      <Field label={t('accessCode')} name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} required value={code}
        onValue={setCode} error={cooldown.notice(error) || null} />
      <div className="actions">
        <button type="submit" part="submit" disabled={busy || waiting}>{busy ? t('checking') : cooldown.button(t('unlock'))}</button>
        {busy ? <Loading label={t('checkingCode')} /> : null}
      </div>
    </form>
  );
}

type Sessions = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; list: Awaited<ReturnType<typeof codeSessions>> } | { status: 'error'; message: string };

/** The devices using the access code, and a way to stop using it on this one (freeing a place). */
export function CodeDevices({ itemId, report, onEnded }: { itemId: string; report: Report; onEnded: () => void }) {
  const [open, setOpen] = useState(false);
  const [sessions, setSessions] = useState<Sessions>({ status: 'idle' });
  const [ending, setEnding] = useState(false);
  const t = useT(access);
  useEffect(() => {
    if (!open || sessions.status !== 'idle') return;
    setSessions({ status: 'loading' });
    codeSessions(itemId).then(
      (list) => setSessions({ status: 'ready', list }),
      (e) => setSessions({ status: 'error', message: report(e, 'code_sessions_failed') }),
    );
  }, [open, sessions.status, itemId, report]);
  const end = async () => {
    if (ending) return;
    setEnding(true);
    try {
      await endCodeSession(itemId);
      onEnded();
    } catch (e) {
      setSessions({ status: 'error', message: report(e, 'code_session_end_failed') });
      setEnding(false);
    }
  };
  return (
    <details className="code-devices" part="code-devices" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary part="code-devices-summary">{t('devices')}</summary>
      {sessions.status === 'loading' ? <Loading label={t('loadingDevices')} /> : null}
      {sessions.status === 'error' ? <p className="form-error" role="alert">{sessions.message}</p> : null}
      {sessions.status === 'ready' ? (
        <ul className="sessions" part="sessions">
          {sessions.list.map((s) => (
            <li key={s.browser_fingerprint} part={s.current ? 'session session-current' : 'session'}>
              <span>
                {s.current ? <strong>{t('thisDevice')}</strong> : <span>{shortAgent(s.agent_info, t)}</span>}
                {s.last_used ? <span className="muted"> · last used {new Date(Number(s.last_used) * 1000).toLocaleString()}</span> : null}
              </span>
              {s.current ? (
                <button type="button" className="secondary" part="end-session" disabled={ending} onClick={end}>
                  {ending ? t('ending') : t('stopHere')}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

function shortAgent(agent: unknown, t: AccessT): string {
  const a = typeof agent === 'string' ? agent : '';
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(a)?.[1];
  const os = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(a)?.[1];
  const name = browser === 'Edg' ? 'Edge' : browser;
  return name && os ? t('browserOn', { browser: name, os }) : name || os || t('anotherDevice');
}
