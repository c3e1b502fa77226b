import { useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { atom } from 'nanostores';
import { useViewFocus } from '../ui/view-focus';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { safeUrl } from '../../site/urls';
import { loginStyles } from './login.styles';
import { useT } from '../../i18n';
import { login } from '../../i18n/login';
import { ForgotForm, ResetForm, SignInForm } from './forms';
import { SignUpForm } from './sign-up';
import type { SignUpForm as SignUpInput, SocialProvider } from './auth';
import type { AuthState } from '../ui/auth';
import type { SessionState } from '../../stores/session';
import { takeReturn } from '../../stores/social-address';
import { currentConfig } from '../../stores/config';
import { webStorage } from '../../client/storage';
import { TOKEN_KEY } from '../../client/stored-token';
import type { ExtraField } from './validate';
import { withHeadingLevel } from '../ui/host';

/** The views of `<paywall-login>` a page can open with `mode`. */
export type LoginMode = 'sign-in' | 'sign-up' | 'forgot' | 'reset';

/** Who signed in, as events report it (no tokens). */
export interface LoginAccount {
  uuid?: string;
  email?: string;
  fullName?: string;
}

/** Detail of `paywall-login`. */
export interface LoginEventDetail {
  method: 'sign-in' | 'sign-up' | 'social';
  account: LoginAccount | null;
}

/** Props of `<paywall-login>` / `Login`. */
export interface LoginProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 2
   */
  headingLevel?: number;
  /** The view to open with. @default 'sign-in' */
  mode?: LoginMode | string;
  /** The token from the password-reset link (else `?token=` of the page address, in reset mode). */
  resetToken?: string;
  /** Hide the social-login buttons. r2wc booleans: `no-social="true"`. @default false */
  noSocial?: boolean;
  /** Called after a successful sign-in or sign-up (the session already holds the token). */
  onDone?: (account: LoginAccount | null) => void;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

type View = LoginMode;
const VIEWS: readonly View[] = ['sign-in', 'sign-up', 'forgot', 'reset'];
const asView = (m: unknown): View => (VIEWS.includes(m as View) ? (m as View) : 'sign-in');

type Fields = { status: 'idle' } | { status: 'loading' } | { status: 'ready'; fields: ExtraField[] } | { status: 'error' };

// the platform's part (the client and session, the calls, the register fields, the branding) is a
// chunk of its own: the forms show and take typing without it; it loads right after the first
// paint, and a form sent before it has arrived waits for it
type Platform = typeof import('./with-platform');
let platformCode: Platform | null = null;
let platformLoading: Promise<Platform> | null = null;
const loadPlatform = () =>
  (platformLoading ??= import('./with-platform').then((m) => (platformCode = m), (error: unknown) => {
    platformLoading = null;
    throw error;
  }));

// the session before the platform's part has arrived: never read
const NOT_READ = atom<SessionState>({ status: 'unknown' });

// the signed-in view (who is signed in, the profile, signing out) is a chunk of its own, which the
// platform's part loads: while a stored session is read or the viewer signs in, never for a viewer
// surely signed out
let signedInCode: typeof import('./signed-in') | null = null;
let signedInLoading: Promise<unknown> | null = null;
const loadSignedIn = () =>
  (signedInLoading ??= loadPlatform().then((p) => p.loadSignedIn()).then((m) => {
    signedInCode = m;
  }, (error: unknown) => {
    signedInLoading = null;
    throw error;
  }));

/**
 * The viewer's session as the login shows it. Before the platform's part has arrived, signed out
 * when no token is stored where the page's client keeps it (the browser's local storage, read at
 * once), else unknown ("checking your session") until the session store can tell.
 */
function useLoginAuth(platform: Platform | null): AuthState {
  const s = useStore(platform ? platform.$session : NOT_READ);
  if (platform) return platform.authOf(s);
  return noTokenStored() ? { status: 'signed-out' } : { status: 'unknown' };
}

/** True when the page's client keeps its session in the browser's local storage and no token is there (or there is no such storage). */
function noTokenStored(): boolean {
  if (currentConfig().storage !== 'local') return false;
  try {
    return webStorage()?.getItem(TOKEN_KEY) == null;
  } catch {
    return false;
  }
}

function tokenFromLocation(): string {
  try {
    return new URLSearchParams(location.search).get('token') ?? '';
  } catch {
    return '';
  }
}

/**
 * Sign in, sign up (with the merchant's register fields), forgot and reset password, and social
 * login. Signed in, it shows who is signed in and a sign-out button. The form shows at once, without
 * the platform's code (with-platform.tsx), which loads right after the first paint; the register
 * fields load only when the sign-up view opens, the social buttons after the first paint.
 */
function LoginView({ mode, resetToken, noSocial, onDone, container }: LoginProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, loginStyles);
  const report = useErrorReporter(container ?? null);
  const t = useT(login);
  // the texts of the moment, for the one-time social-login check
  const tRef = useRef(t);
  tRef.current = t;
  // the platform's part, once here, or the error that kept it away
  const [platform, setPlatform] = useState<Platform | Error | null>(() => platformCode);
  const ready = platform instanceof Error ? null : platform;
  useEffect(() => {
    if (ready) return;
    let live = true;
    loadPlatform().then((m) => live && setPlatform(m), (error: Error) => live && setPlatform(error));
    return () => {
      live = false;
    };
  }, [ready]);
  const auth = useLoginAuth(ready);
  // the platform's part for a form being sent (loaded again if it failed before)
  const withPlatform = async () => {
    const m = await loadPlatform();
    setPlatform(m);
    return m;
  };
  const [view, setView] = useState<View>(() => asView(mode));
  const [fields, setFields] = useState<Fields>({ status: 'idle' });
  const [social, setSocial] = useState<SocialProvider[]>([]);
  // a refused social-login return, said on the sign-in form
  const [notice, setNotice] = useState('');
  // the signed-in view's code: here, or the error that kept it away (shown by the element's boundary)
  const [signedInReady, setSignedInReady] = useState<boolean | Error>(() => !!signedInCode);
  const mayBeSignedIn = auth.status !== 'signed-out';
  useEffect(() => {
    if (!mayBeSignedIn || signedInReady) return;
    let live = true;
    loadSignedIn().then(() => live && setSignedInReady(true), (error: Error) => live && setSignedInReady(error));
    return () => {
      live = false;
    };
  }, [mayBeSignedIn, signedInReady]);
  const onDoneRef = useRef(onDone);
  onDoneRef.current = onDone;

  useEffect(() => setView(asView(mode)), [mode]);

  // the sign-up view's register fields (and the merchant's age rule), fetched once, when it first opens
  useEffect(() => {
    if (view !== 'sign-up' || fields.status !== 'idle') return;
    setFields({ status: 'loading' });
    loadPlatform().then((p) => p.loadSignUpFields()).then(
      (list) => setFields({ status: 'ready', fields: list }),
      (error) => {
        report(error, 'register_fields_failed');
        setFields({ status: 'error' });
      },
    );
  }, [view, fields.status, report]);

  const finish = useCallback(
    (method: LoginEventDetail['method'], account: LoginAccount | null) => {
      emit<LoginEventDetail>(hostOf(container ?? null), 'paywall-login', { method, account });
      onDoneRef.current?.(account);
    },
    [container],
  );

  // back from a social-login provider: verify the state, keep the token, clean the address bar
  useEffect(() => {
    let live = true;
    // out of the address bar at once; verified once the platform's part is here
    const taken = takeReturn();
    if (!taken) return;
    loadPlatform().then(async (p) => {
      const r = await p.claimSocialReturn(taken);
      if (r.status === 'signed-in') {
        const s = await p.refreshSession();
        const account = s.status === 'authenticated' && s.account ? { email: s.account.email, fullName: s.account.full_name, uuid: s.account.uuid } : null;
        if (live) finish('social', account);
      } else if (r.status === 'rejected') {
        if (live) setNotice(report({ status: 0, data: { message: tRef.current('socialRejected') } }, 'social_login_rejected'));
      }
    }, (error) => report(error, 'social_login_failed'));
    return () => {
      live = false;
    };
    // once per mount: the return address is read a single time
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // (after the return's claim: a form back from a provider offers no new buttons once signed in)
  const signedOut = auth.status === 'signed-out';
  useEffect(() => {
    if (noSocial || !signedOut || view !== 'sign-in' || social.length) return;
    let live = true;
    loadPlatform().then((p) => p.loadSocialProviders((u) => safeUrl(u))).then((list) => live && setSocial(list), () => undefined); // the buttons are optional
    return () => {
      live = false;
    };
  }, [noSocial, signedOut, view, social.length]);

  // a form sent before the platform's part has arrived waits for it (its button says it is busy)
  const signIn = async (email: string, password: string) => {
    void loadSignedIn().catch(() => undefined);
    await (await withPlatform()).signInWithPassword(email, password);
    finish('sign-in', { email: email.trim() });
  };
  const signUp = async (v: SignUpInput) => {
    void loadSignedIn().catch(() => undefined);
    await (await withPlatform()).signUpConsumer(v);
    finish('sign-up', { email: v.email.trim(), fullName: v.fullName.trim() });
  };
  const token = resetToken || (view === 'reset' ? tokenFromLocation() : '');
  const go = (next: 'sign-in' | 'sign-up' | 'forgot') => setView(next);

  let dataState: string = view;
  let body;
  if (auth.status === 'unknown') {
    // the session cannot be told without the platform's part: the element's error, with Try again
    if (platform instanceof Error) throw platform;
    dataState = 'loading';
    body = <Loading label={t('checkingSession')} />;
  } else if (auth.status === 'signed-in' && view !== 'reset') {
    if (signedInReady instanceof Error) throw signedInReady;
    if (!signedInCode || !signedInReady) {
      dataState = 'loading';
      body = <Loading label={t('checkingSession')} />;
    } else {
      dataState = 'signed-in';
      body = <signedInCode.SignedIn auth={auth} report={report} onSignedOut={() => {
        setView('sign-in');
        emit(hostOf(container ?? null), 'paywall-logout', {});
      }} />;
    }
  } else if (view === 'sign-up') {
    body = <SignUpForm report={report} go={go} onSubmit={signUp} fields={fields.status === 'idle' ? { status: 'loading' } : fields} />;
  } else if (view === 'forgot') {
    body = <ForgotForm report={report} go={go} onSubmit={async (email) => (await withPlatform()).requestPasswordReset(email)} />;
  } else if (view === 'reset') {
    body = <ResetForm report={report} go={go} hasToken={!!token} onSubmit={async (p, c) => (await withPlatform()).resetPassword(token, p, c)} />;
  } else {
    body = <SignInForm report={report} go={go} onSubmit={signIn} notice={notice} social={ready && social.length ? <ready.SocialButtons providers={social} t={t} /> : null} />;
  }
  useViewFocus(ref, dataState);
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={dataState}>
      {ready ? <ready.Branding target={ref} /> : null}
      {body}
    </div>
  );
}

/** `LoginView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const Login = withHeadingLevel(LoginView, 2);

export default Login;
