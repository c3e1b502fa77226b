import type { Http, Verbs } from './http';
import type { SessionInternal } from './session';
import type { SafeStorage } from './storage';

/** What every resource group is built from (internal). */
export interface Ctx extends Verbs {
  http: Http;
  session: SessionInternal;
  storage: SafeStorage;
  merchantUuid: string;
  clientId: string;
  brandingId?: string;
  /** The platform API base URL, without a trailing slash. */
  apiBase: string;
  /** The single sign-on domain, when configured. */
  sso?: string;
}
