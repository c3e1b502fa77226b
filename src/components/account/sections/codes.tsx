import { formatDate, FormError, Notice, Section, stateOf, useAction, type SectionProps } from '../shared';
import { loaded, useLoad } from '../../ui/load';
import { itemSummary, ItemLink, itemTitle, type ItemSummary } from '../items';
import { useT } from '../../../i18n';
import { accountLibrary } from '../../../i18n/account-library';
import { webStorage } from '../../../client/storage';
import type { AccessCodeSession } from '../../../client/types';

interface CodeItem {
  item: ItemSummary;
  code: string;
  thisDevice: string;
  sessions: AccessCodeSession[];
}

/** Item ids with an access code kept on this device (the client's `access_code_<id>` records). */
export function storedCodeItems(extra: readonly string[] = []): string[] {
  const ids = new Set(extra.map((s) => s.trim()).filter((s) => /^\d+$/.test(s)));
  try {
    const s = webStorage('local');
    for (let i = 0; s && i < s.length; i++) {
      const m = /^access_code_(\d+)$/.exec(s.key(i) ?? '');
      if (m) ids.add(m[1]);
    }
  } catch {
    // storage blocked: only the listed items
  }
  return [...ids];
}

/** Access codes: the devices using each code this device entered; any one of them can be signed off. */
export function AccessCodes({ client, report, locale, title, codeItems }: SectionProps) {
  const t = useT(accountLibrary);
  const [load, reload, set] = useLoad<CodeItem[]>(async () => {
    const out: CodeItem[] = [];
    for (const id of storedCodeItems((codeItems ?? '').split(','))) {
      const rec = await client.assets.getAccessCode(id);
      if (!rec) continue;
      const [item, sessions] = await Promise.all([itemSummary(client, id), client.assets.getAccessCodeSessions(rec.code_id)]);
      out.push({ item, code: rec.code, thisDevice: rec.browser_fingerprint, sessions: Array.isArray(sessions) ? sessions : [] });
    }
    return out;
  }, [codeItems], report, 'code_sessions_failed');
  const action = useAction(report, 'code_session_end_failed');
  const end = async (c: CodeItem, s: AccessCodeSession) => {
    const mine = s.browser_fingerprint === c.thisDevice;
    if (await action.run(() => client.assets.terminateDeviceSession(c.item.id, s.browser_fingerprint), t(mine ? 'thisDeviceEnded' : 'otherDeviceEnded'))) {
      set(loaded((list) => (mine ? list.filter((x) => x.item.id !== c.item.id) : list.map((x) => (x === c ? { ...x, sessions: x.sessions.filter((y) => y !== s) } : x)))));
    }
  };
  return (
    <Section name="codes" title={title} load={load} state={stateOf(load, (d) => d.length === 0)} onRetry={reload}>
      <Notice text={action.notice} />
      <FormError text={action.error} />
      {load.status === 'ready' && load.data.length === 0 ? <p className="muted" part="empty">{t('codesEmpty')}</p> : null}
      {load.status === 'ready' ? load.data.map((c) => (
        <div key={c.item.id} part="code" className="row">
          <ItemLink item={c.item} t={t} />
          <span className="muted">{t('code', { code: c.code })}</span>
          <ul className="list" part="code-sessions" aria-label={t('devicesUsing', { title: itemTitle(c.item, t) })}>
            {c.sessions.map((s) => (
              <li key={s.browser_fingerprint} className="row" part={`code-session${s.browser_fingerprint === c.thisDevice ? ' code-session-this' : ''}`}>
                <span className="grow">
                  {s.browser_fingerprint === c.thisDevice ? <strong>{t('thisDevice')}</strong> : String(s.agent_info ?? t('anotherDevice')).slice(0, 120)}
                  {s.last_used ? <span className="muted"> · {t('lastUsed', { date: formatDate(s.last_used, locale) })}</span> : null}
                </span>
                <button type="button" className="secondary" part="end-session" disabled={action.busy}
                  aria-label={s.browser_fingerprint === c.thisDevice ? t('signOffThis') : t('signOffDevice', { device: String(s.agent_info ?? t('anotherDevice')).slice(0, 60) })}
                  onClick={() => void end(c, s)}>{t('signOff')}</button>
              </li>
            ))}
          </ul>
        </div>
      )) : null}
    </Section>
  );
}
