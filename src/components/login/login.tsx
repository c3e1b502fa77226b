import { useCallback, useEffect, useRef, useState } from 'react';
import { useViewFocus } from '../ui/view-focus';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { useBranding } from '../ui/branding';
import { safeUrl } from '../../site/urls';
import { loginStyles } from './login.styles';
import { useT } from '../../i18n';
import { login, type LoginT } from '../../i18n/login';
import { ForgotForm, ResetForm, SignInForm } from './forms';
import { SignUpForm, loadSignUpFields } from './sign-up';
import { claimSocialReturn, loadSocialProviders, requestPasswordReset, resetPassword, signInWithPassword, signUpConsumer, type SocialProvider } from './auth';
import { useAuth } from '../ui/auth';
import { refreshSession } from '../../stores/session';
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

// the signed-in view (who is signed in, the profile, signing out) is a chunk of its own: it loads
// while a stored session is read or the viewer signs in, never for a viewer surely signed out
let signedInCode: typeof import('./signed-in') | null = null;
let signedInLoading: Promise<unknown> | null = null;
const loadSignedIn = () =>
  (signedInLoading ??= import('./signed-in').then((m) => {
    signedInCode = m;
  }, (error: unknown) => {
    signedInLoading = null;
    throw error;
  }));

function tokenFromLocation(): string {
  try {
    return new URLSearchParams(location.search).get('token') ?? '';
  } catch {
    return '';
  }
}

/**
 * Sign in, sign up (with the merchant's register fields), forgot and reset password, and social
 * login. Signed in, it shows who is signed in and a sign-out button. The form shows at once; the
 * register fields load only when the sign-up view opens, the social buttons after the first paint.
 */
function LoginView({ mode, resetToken, noSocial, onDone, container }: LoginProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, baseStyles, formStyles, loginStyles);
  useBranding(ref);
  const report = useErrorReporter(container ?? null);
  const t = useT(login);
  // the texts of the moment, for the one-time social-login check
  const tRef = useRef(t);
  tRef.current = t;
  const auth = useAuth();
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
    loadSignUpFields().then(
      (list) => setFields({ status: 'ready', fields: list }),
      (error) => {
        report(error, 'register_fields_failed');
        setFields({ status: 'error' });
      },
    );
  }, [view, fields.status, report]);

  const signedOut = auth.status === 'signed-out';
  useEffect(() => {
    if (noSocial || !signedOut || view !== 'sign-in' || social.length) return;
    let live = true;
    loadSocialProviders((u) => safeUrl(u)).then((list) => live && setSocial(list), () => undefined); // the buttons are optional
    return () => {
      live = false;
    };
  }, [noSocial, signedOut, view, social.length]);

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
    claimSocialReturn().then(
      async (r) => {
        if (r.status === 'signed-in') {
          const s = await refreshSession();
          const account = s.status === 'authenticated' && s.account ? { email: s.account.email, fullName: s.account.full_name, uuid: s.account.uuid } : null;
          if (live) finish('social', account);
        } else if (r.status === 'rejected') {
          if (live) setNotice(report({ status: 0, data: { message: tRef.current('socialRejected') } }, 'social_login_rejected'));
        }
      },
      (error) => report(error, 'social_login_failed'),
    );
    return () => {
      live = false;
    };
    // once per mount: the return address is read a single time
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const signIn = async (email: string, password: string) => {
    void loadSignedIn().catch(() => undefined);
    await signInWithPassword(email, password);
    finish('sign-in', { email: email.trim() });
  };
  const signUp = async (v: Parameters<typeof signUpConsumer>[0]) => {
    void loadSignedIn().catch(() => undefined);
    await signUpConsumer(v);
    finish('sign-up', { email: v.email.trim(), fullName: v.fullName.trim() });
  };
  const token = resetToken || (view === 'reset' ? tokenFromLocation() : '');
  const go = (next: 'sign-in' | 'sign-up' | 'forgot') => setView(next);

  let dataState: string = view;
  let body;
  if (auth.status === 'unknown') {
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
    body = <ForgotForm report={report} go={go} onSubmit={(email) => requestPasswordReset(email)} />;
  } else if (view === 'reset') {
    body = <ResetForm report={report} go={go} hasToken={!!token} onSubmit={(p, c) => resetPassword(token, p, c)} />;
  } else {
    body = <SignInForm report={report} go={go} onSubmit={signIn} notice={notice} social={social.length ? <SocialButtons providers={social} t={t} /> : null} />;
  }
  useViewFocus(ref, dataState);
  return (
    <div ref={ref} part="base" className="base" dir={t.dir} data-state={dataState}>
      {body}
    </div>
  );
}

function SocialButtons({ providers, t }: { providers: SocialProvider[]; t: LoginT }) {
  return (
    <div className="social" part="social">
      <span className="social-title">{t('orContinueWith')}</span>
      {providers.map((p) => (
        <a key={p.name} href={p.url} part={`social-button social-${p.name.toLowerCase().replace(/\s+/g, '-')}`} rel="noopener">
          {t('continueWith', { provider: `${p.name.charAt(0).toUpperCase()}${p.name.slice(1)}` })}
        </a>
      ))}
    </div>
  );
}

/** `LoginView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const Login = withHeadingLevel(LoginView, 2);

export default Login;
