/**
 * What `<paywall-login>` needs from the platform: the page's client and session, the sign-in,
 * sign-up, password and social calls, the merchant's register fields and branding. A chunk of its
 * own in the script-tag build: the forms show and take typing without it, it loads right after the
 * first paint, and a form sent before it has arrived waits for it (src/components/login/login.tsx).
 */
import type { RefObject } from 'react';
import type { LoginT } from '../../i18n/login';
import { getClient } from '../../stores/client';
import { useBranding } from '../ui/branding';
import { loadRegisterFields } from './register-field-list';
import type { ExtraField } from './validate';
import type { SocialProvider } from './auth';

export { claimSocialReturn, loadSocialProviders, requestPasswordReset, resetPassword, signInWithPassword, signOutNow, signUpConsumer } from './auth';
export { $session, refreshSession } from '../../stores/session';
export { authOf } from '../ui/auth';

/** The register field of the date of birth (sent as the account's `date_of_birth` too). */
const BORN = 'date_of_birth';

/**
 * The register fields for sign-up, with the merchant's restriction settings: a minimum age (age
 * verification enabled, `min_age`) makes the date of birth a required field that carries it and
 * says so (the field is added when the merchant has none). The settings are optional: without them
 * the platform still refuses what it must.
 */
export async function loadSignUpFields(): Promise<ExtraField[]> {
  const [fields, rules] = await Promise.all([
    loadRegisterFields(getClient()),
    getClient().accounts.loadMerchantRestrictionSettings().catch(() => null),
  ]);
  const min = Number(rules?.min_age);
  if (rules?.age_verification_enabled === true && Number.isInteger(min) && min > 0) {
    const born: ExtraField = fields.find((f) => f.name === BORN) ?? { name: BORN, label: '', type: 'datepicker', required: true };
    if (!fields.includes(born)) fields.push(born);
    Object.assign(born, { type: 'datepicker', required: true, minAge: min });
  }
  return fields;
}

/** Puts the merchant's branding on the element holding `target` once it has loaded (renders nothing). */
export function Branding({ target }: { target: RefObject<Element | null> }) {
  useBranding(target);
  return null;
}

/** The signed-in view's code: a chunk of its own, which only a viewer who may be signed in needs. */
export const loadSignedIn = () => import('./signed-in');

/** The social-login buttons, safe links to the providers (`social-button`, `social-<provider>` parts). */
export function SocialButtons({ providers, t }: { providers: SocialProvider[]; t: LoginT }) {
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
