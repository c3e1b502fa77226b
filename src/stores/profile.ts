/**
 * The profile the viewer entered (POST /v2/accounts/profiles/{id}/token), shown by every element
 * that shows the viewer. Kept in local storage so other pages and tabs show it too; forgotten when
 * the session ends (sign-out, erase, expiry).
 */
import { atom, onMount, readonlyType } from 'nanostores';
import { webStorage } from '../client/storage';
import { $session } from './session';

/** The entered profile as elements show it. */
export interface ActiveProfile {
  id: string;
  name: string;
  avatarUrl?: string;
  /** The account the profile belongs to; the profile is shown only while that account is signed in. */
  accountUuid: string;
}

/** The storage key of the entered profile. */
export const PROFILE_STORAGE_KEY = 'paywall-elements.profile';

function read(): ActiveProfile | null {
  try {
    const raw = webStorage('local')?.getItem(PROFILE_STORAGE_KEY);
    const v: unknown = raw ? JSON.parse(raw) : null;
    if (!v || typeof v !== 'object') return null;
    const p = v as Record<string, unknown>;
    if (typeof p.id !== 'string' || typeof p.name !== 'string' || typeof p.accountUuid !== 'string') return null;
    return { id: p.id, name: p.name.slice(0, 50), accountUuid: p.accountUuid, avatarUrl: typeof p.avatarUrl === 'string' ? p.avatarUrl : undefined };
  } catch {
    return null;
  }
}

const profile = atom<ActiveProfile | null>(null);

/** The entered profile, or null. Written through `setActiveProfile`. */
export const $activeProfile = readonlyType(profile);

/** Records the entered profile (null to forget it), here and in storage. */
export function setActiveProfile(next: ActiveProfile | null): void {
  profile.set(next);
  try {
    const s = webStorage('local');
    if (next) s?.setItem(PROFILE_STORAGE_KEY, JSON.stringify(next));
    else s?.removeItem(PROFILE_STORAGE_KEY);
  } catch {
    // storage refused: this page still shows it
  }
}

onMount(profile, () => {
  profile.set(read());
  const onStorage = (e: StorageEvent) => {
    if (e.key === PROFILE_STORAGE_KEY) profile.set(read());
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  const off = $session.subscribe((s) => {
    const p = profile.get();
    if (!p) return;
    if (s.status === 'anonymous' || (s.status === 'authenticated' && s.account && s.account.uuid !== p.accountUuid)) setActiveProfile(null);
  });
  return () => {
    off();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
});
