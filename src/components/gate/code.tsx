import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Field } from '../ui/field';
import { Loading } from '../ui/spinner';
import type { GateItem } from './access';
import { codeSessions, endCodeSession } from './access';

type Report = (error: unknown, code?: string) => string;

/** Asks for an access code; the platform checks it (and how many devices already use it). */
export function CodeEntry({ item, onSubmit, report }: { item: GateItem; onSubmit: (code: string) => Promise<void>; report: Report }) {
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    if (!code.trim()) {
      setError('Enter your access code.');
      return;
    }
    inFlight.current = true;
    setBusy(true);
    setError('');
    try {
      await onSubmit(code);
    } catch (err) {
      setError(report(err, 'access_code_failed'));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="panel" part="code-form" aria-label="Access code">
      <h2 part="preview-title">{item.preview.title}</h2>
      {item.preview.description ? <p part="preview-description">{item.preview.description}</p> : null}
      <Field label="Access code" name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} required value={code}
        onValue={setCode} error={error || null} />
      <div className="actions">
        <button type="submit" part="submit" disabled={busy}>{busy ? 'Checking…' : 'Unlock'}</button>
        {busy ? <Loading label="Checking your code…" /> : null}
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
      <summary part="code-devices-summary">Devices using your access code</summary>
      {sessions.status === 'loading' ? <Loading label="Loading devices…" /> : null}
      {sessions.status === 'error' ? <p className="form-error" role="alert">{sessions.message}</p> : null}
      {sessions.status === 'ready' ? (
        <ul className="sessions" part="sessions">
          {sessions.list.map((s) => (
            <li key={s.browser_fingerprint} part={s.current ? 'session session-current' : 'session'}>
              <span>
                {s.current ? <strong>This device</strong> : <span>{shortAgent(s.agent_info)}</span>}
                {s.last_used ? <span className="muted"> · last used {new Date(Number(s.last_used) * 1000).toLocaleString()}</span> : null}
              </span>
              {s.current ? (
                <button type="button" className="secondary" part="end-session" disabled={ending} onClick={end}>
                  {ending ? 'Ending…' : 'Stop using the code here'}
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </details>
  );
}

function shortAgent(agent: unknown): string {
  const a = typeof agent === 'string' ? agent : '';
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(a)?.[1];
  const os = /(Windows|Mac OS X|Android|iPhone|Linux)/.exec(a)?.[1];
  return [browser === 'Edg' ? 'Edge' : browser, os].filter(Boolean).join(' on ') || 'Another device';
}
