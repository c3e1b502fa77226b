import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentType, type KeyboardEvent } from 'react';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { useAuth } from '../ui/auth';
import { usePlatformClient } from '../ui/client';
import { useBranding } from '../ui/branding';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { ProfileLine } from '../ui/profile-line';
import { radioKeyTarget } from '../ui/radio-group';
import { accountStyles } from './account.styles';
import { surveyReasons, type ExitSurveyEventDetail, type ExitSurveyOpenDetail } from './survey';
import type { ExitSurveyProps } from './exit-survey';
import { Notice, type SectionProps, type SurveyTrigger } from './shared';
import { useLoad } from '../ui/load';
import { LazySection, sectionChunk, sectionCode, type SectionCode } from './lazy-section';
import { useT } from '../../i18n';
import { account, type AccountT } from '../../i18n/account';
import { common } from '../../i18n/common';
import { withHeadingLevel } from '../ui/host';

const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));

/** The sections of `<paywall-account>`, in tab order. */
export const ACCOUNT_SECTIONS = ['details', 'password', 'profiles', 'favorites', 'history', 'purchases', 'transactions', 'subscriptions', 'payment', 'data', 'codes'] as const;

/** One section's name. */
export type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

// The sections' code comes in four chunks, fetched when one of their sections first shows: the tabs
// and the first section do not wait for the rest. `identity` holds the default first section.
const identity = sectionChunk(() => import('./sections/identity'));
const library = sectionChunk(() => import('./sections/library'));
const billing = sectionChunk(() => import('./sections/billing'));
// the card and mandate frames come with the checkout's frame code
const payment = sectionChunk(() => import('./sections/payment'));

// each section's title is the `account` message of its name; the details tab has a shorter label
const SECTIONS: Record<AccountSection, SectionCode> = {
  details: sectionCode(identity, (m) => m.Details),
  password: sectionCode(identity, (m) => m.Password),
  profiles: sectionCode(library, (m) => m.Profiles),
  favorites: sectionCode(library, (m) => m.Favorites),
  history: sectionCode(library, (m) => m.History),
  purchases: sectionCode(library, (m) => m.Purchases),
  transactions: sectionCode(billing, (m) => m.Transactions),
  subscriptions: sectionCode(billing, (m) => m.Subscriptions),
  payment: sectionCode(payment, (m) => m.PaymentMethods),
  data: sectionCode(billing, (m) => m.Data),
  codes: sectionCode(library, (m) => m.AccessCodes),
};

// The exit survey, its dialog code and its texts: a chunk fetched when a survey first opens (then
// kept for the page's lifetime), shown once its texts in the page's language are there too.
const surveyChunk = sectionChunk(() => import('./exit-survey'));
let surveyCode: ComponentType<ExitSurveyProps> | undefined;

/**
 * The survey's code while `wanted`: loading, ready, or the readable message of a chunk that could
 * not be fetched (reported once per attempt as `paywall-error`, `survey_load_failed`); `retry`
 * fetches it again.
 */
function useSurveyCode(wanted: boolean, locale: string, report: SectionProps['report']) {
  const [state, retry] = useLoad(wanted && !surveyCode && (() => surveyChunk().then(async (m) => {
    await m.surveyTexts(locale);
    return (surveyCode = m.ExitSurvey);
  })), [wanted, locale], report, 'survey_load_failed');
  // closed, it forgets a failure: the next survey asks for the code afresh
  return { state: !wanted ? null : surveyCode ? ({ status: 'ready', data: surveyCode } as const) : state, retry };
}

const tabLabel = (t: AccountT, name: AccountSection) => t(name === 'details' ? 'tabDetails' : name);

/** Props of `<paywall-account>`. */
export interface AccountProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 3
   */
  headingLevel?: number;
  /** The section shown first (or alone with `single`). @default 'details' */
  section?: AccountSection | string;
  /** Show only `section`, without the tabs, so sections can live on separate pages. r2wc booleans: `single="true"`. @default false */
  single?: boolean;
  /** The exit survey's reasons, separated by `|`. @default DEFAULT_SURVEY_REASONS */
  surveyReasons?: string;
  /** Items sold with access codes, comma-separated, for the access codes section (codes entered on this device are found anyway). */
  codeItems?: string;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

const asSection = (s: unknown): AccountSection => (ACCOUNT_SECTIONS.includes(s as AccountSection) ? (s as AccountSection) : 'details');

/** Events already answered by one account element, so two on a page open one survey. */
const handled = new WeakSet<Event>();

interface SurveyRequest {
  trigger: SurveyTrigger;
  context: Record<string, unknown>;
  title: string;
  reasons: string[];
  resolve: (goOn: boolean) => void;
}

/**
 * `<paywall-account>`: everything a signed-in viewer manages, one section per tab (or one section
 * alone with `single`). Signed out, the sign-in form shows inline and the chosen section follows
 * once signed in. Hosts the exit survey, opened by `paywall-exit-survey-open` and before an erase
 * or a subscription cancel.
 */
function AccountView({ section, single = false, surveyReasons: reasonsAttr, codeItems, container }: AccountProps) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT(account);
  const tc = useT(common);
  useStyles(ref, baseStyles, formStyles, accountStyles);
  useBranding(ref);
  const auth = useAuth();
  const client = usePlatformClient();
  const report = useErrorReporter(container);
  const host = hostOf(container);
  const [current, setCurrent] = useState<AccountSection>(() => asSection(section));
  const [survey, setSurvey] = useState<SurveyRequest | null>(null);
  const [thanks, setThanks] = useState(false);
  const [erased, setErased] = useState(false);
  const tabs = useRef<Array<HTMLButtonElement | null>>([]);
  const surveyLoad = useSurveyCode(!!survey, t.locale, report);
  // once fetched, the survey stays rendered (closed) so its dialog closes the native way
  const Survey = surveyLoad.state?.status === 'ready' ? surveyLoad.state.data : surveyCode;

  useEffect(() => setCurrent(asSection(section)), [section]);
  useEffect(() => {
    if (!client) report({ message: 'No merchant is configured.', status: 0 }, 'not_configured');
  }, [client, report]);

  const ask = useCallback((trigger: SurveyTrigger, context: Record<string, unknown> = {}, open: ExitSurveyOpenDetail = {}) =>
    new Promise<boolean>((resolve) => {
      setThanks(false);
      setSurvey({
        trigger, context, resolve,
        title: typeof open.title === 'string' && open.title.trim() ? open.title.trim().slice(0, 120) : '',
        reasons: surveyReasons(reasonsAttr, open.reasons),
      });
    }), [reasonsAttr]);

  useEffect(() => {
    const onOpen = (e: Event) => {
      if (handled.has(e) || auth.status !== 'signed-in') return;
      handled.add(e);
      const detail = ((e as CustomEvent<ExitSurveyOpenDetail>).detail ?? {}) as ExitSurveyOpenDetail;
      void ask('event', {}, detail);
    };
    document.addEventListener('paywall-exit-survey-open', onOpen);
    return () => document.removeEventListener('paywall-exit-survey-open', onOpen);
  }, [ask, auth.status]);

  const answer = (a: { reasons: string[]; text: string; skipped: boolean } | null) => {
    const req = survey;
    setSurvey(null);
    if (!req) return;
    if (!a) return req.resolve(false);
    const goOn = emit<ExitSurveyEventDetail>(host, 'paywall-exit-survey', { trigger: req.trigger, context: req.context, ...a }, true);
    if (req.trigger === 'event' && goOn && !a.skipped) setThanks(true);
    req.resolve(goOn);
  };

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    // right to left, the next tab is the one on the left
    const key = t.dir === 'rtl' ? ({ ArrowLeft: 'ArrowRight', ArrowRight: 'ArrowLeft' } as Record<string, string>)[e.key] ?? e.key : e.key;
    const next = radioKeyTarget(key, index, ACCOUNT_SECTIONS.length);
    if (next === null) return;
    e.preventDefault();
    setCurrent(ACCOUNT_SECTIONS[next]);
    tabs.current[next]?.focus();
  };

  let state: string = auth.status;
  if (!client) state = 'error';
  return (
    <div ref={ref} part="base" className="base account" dir={t.dir} data-state={state} data-section={current}>
      {!client ? <p className="form-error" role="alert" part="message">{t('notConfigured')}</p> : null}
      {client && auth.status === 'unknown' ? <Loading /> : null}
      {client && auth.status === 'signed-out' ? (
        <div part="login" className="panel">
          {/* after an erase: what happened, where the focus goes (the erase form has gone) */}
          <Notice text={erased ? t('erased') : null} focus />
          <p part="message" className="message">{t('signInToManage')}</p>
          <Suspense fallback={<Loading label={t('loadingSignIn')} />}>
            <Login container={container} />
          </Suspense>
        </div>
      ) : null}
      {client && auth.status === 'signed-in' ? (
        <>
          <ProfileLine message={t('watchingAs')} />
          {single ? null : (
            <div role="tablist" aria-label={t('yourAccount')} part="tabs" className="tabs">
              {ACCOUNT_SECTIONS.map((name, i) => (
                <button key={name} type="button" role="tab" id={`tab-${name}`} aria-controls="account-panel" aria-selected={name === current}
                  tabIndex={name === current ? 0 : -1} part={`tab tab-${name}${name === current ? ' tab-active' : ''}`}
                  ref={(b) => { tabs.current[i] = b; }} onClick={() => setCurrent(name)} onKeyDown={(e) => onTabKey(e, i)}>
                  {tabLabel(t, name)}
                </button>
              ))}
            </div>
          )}
          <div id="account-panel" role={single ? undefined : 'tabpanel'} aria-labelledby={single ? undefined : `tab-${current}`} part="panel" className="panel">
            <Notice text={thanks ? t('thanks') : null} focus />
            {surveyLoad.state?.status === 'loading' ? <Loading /> : null}
            {surveyLoad.state?.status === 'error' ? (
              <div part="survey-failed" className="failed">
                <p className="form-error" role="alert" part="message">{surveyLoad.state.message}</p>
                <div className="actions">
                  <button type="button" part="retry-button" onClick={surveyLoad.retry}>{t('tryAgain')}</button>
                  <button type="button" className="secondary" part="survey-go-on" onClick={() => answer({ reasons: [], text: '', skipped: true })}>{t('surveyGoOn')}</button>
                  <button type="button" className="secondary" part="survey-close" onClick={() => answer(null)}>{tc('close')}</button>
                </div>
              </div>
            ) : null}
            <LazySection key={current} name={current} title={t(current)} code={SECTIONS[current]}
              client={client} report={report} host={host} locale={t.locale} survey={ask} codeItems={codeItems} onErased={() => setErased(true)} />
          </div>
        </>
      ) : null}
      {Survey ? <Survey open={!!survey && surveyLoad.state?.status === 'ready'} title={survey?.title ?? ''} reasons={survey?.reasons ?? []} onAnswer={answer} onClose={() => answer(null)} /> : null}
    </div>
  );
}

/** `AccountView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 3. */
export const Account = withHeadingLevel(AccountView, 3);

export default Account;
