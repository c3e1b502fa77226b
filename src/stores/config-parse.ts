/**
 * Parses configuration attributes (one source: a script tag or a `<paywall-config>`) into a
 * `ConfigInput`, collecting one problem per invalid attribute with the fix in plain words.
 */
import { isSitePath, normalizeOrigin } from '../site/urls';
import type { ConfigInput, Environment } from './config';
import { isMessage } from '../i18n/overrides';
import { ENVIRONMENT_NAMES, isLoopbackHost } from '../client/environment-names';

/**
 * One invalid setting: the attribute as the merchant wrote it (or the settings concerned), what is
 * wrong (`code`) and the values the explanation names. `problemText` (src/stores/config-messages.ts,
 * loaded only when there is a problem) turns it into a full-sentence fix. `route-names` and
 * `endpoint-names` are checks still to make rather than problems: the names of a `routes` or
 * `site-endpoints` setting, which `problemText` looks up (in the route table, loaded with it) and
 * reports only when one is unknown.
 */
export interface ConfigProblem {
  attribute: string;
  code: string;
  values?: string[];
}


/**
 * Reads one source. `get(name)` returns the raw attribute for a kebab name (`merchant-uuid`);
 * `label(name)` says where it was written, for messages.
 */
export function parseConfigAttributes(get: (name: string) => string | null, label: (name: string) => string, problems: ConfigProblem[]): ConfigInput {
  const input: ConfigInput = {};
  const bad: Bad = (name, code, ...values) => problems.push({ attribute: label(name), code, values });
  const value = (name: string) => {
    const v = get(name);
    return v === null ? undefined : v.trim();
  };

  const uuid = value('merchant-uuid');
  if (uuid !== undefined) {
    if (/^[A-Za-z0-9-]{8,64}$/.test(uuid)) input.merchantUuid = uuid;
    else bad('merchant-uuid', 'uuid');
  }

  const env = value('environment');
  if (env !== undefined) {
    if ((ENVIRONMENT_NAMES as readonly string[]).includes(env)) input.environment = env as Environment;
    else bad('environment', 'environment', ENVIRONMENT_NAMES.join(', '), env);
  }

  const apiBase = value('api-base');
  if (apiBase !== undefined) {
    const ok = httpUrl(apiBase);
    if (ok) input.apiBase = ok.replace(/\/+$/, '');
    else bad('api-base', 'api-base');
  }

  const clientId = value('client-id');
  if (clientId) input.clientId = clientId;
  const brandingId = value('branding-id');
  if (brandingId) input.brandingId = brandingId;

  const locale = value('locale');
  if (locale !== undefined) {
    if (/^[A-Za-z]{2,3}([-_][A-Za-z0-9]{2,8})*$/.test(locale)) input.locale = locale;
    else bad('locale', 'locale');
  }

  const messages = value('messages');
  if (messages !== undefined) {
    const object = parseJsonObject(messages, 'messages', bad) ?? {};
    input.messages = {};
    for (const [key, text] of Object.entries(object)) {
      if (isMessage(text)) input.messages[key] = text;
      else bad('messages', 'message-text', key);
    }
  }

  const routes = value('routes');
  if (routes !== undefined) input.routes = parsePaths(routes, 'routes', bad, 'route-template', 'route-names');

  const origins = value('allowed-redirect-origins');
  if (origins !== undefined) {
    const list = origins.split(/[\s,]+/).filter(Boolean);
    const good = list.filter((o) => normalizeOrigin(o) !== null && /^https?:\/\/[^/]+\/?$/i.test(o));
    for (const o of list.filter((x) => !good.includes(x))) {
      bad('allowed-redirect-origins', 'origin', o);
    }
    input.allowedRedirectOrigins = good;
  }

  const frame = value('card-frame-url');
  if (frame !== undefined) {
    const ok = httpUrl(frame);
    if (ok) input.cardFrameUrl = ok;
    else bad('card-frame-url', 'card-frame-url');
  }

  const storage = value('storage');
  if (storage !== undefined) {
    if (storage === 'local' || storage === 'memory') input.storage = storage;
    else bad('storage', 'storage');
  }

  const sso = value('sso-domain');
  if (sso !== undefined) {
    const ok = httpUrl(sso);
    if (ok) input.ssoDomain = new URL(ok).origin;
    else bad('sso-domain', 'sso-domain');
  }

  const endpoints = value('site-endpoints');
  if (endpoints !== undefined) input.siteEndpoints = parsePaths(endpoints, 'site-endpoints', bad, 'endpoint-path', 'endpoint-names');
  return input;
}

/** Reports a problem of attribute `name`: its code and values (see `ConfigProblem`). */
type Bad = (name: string, code: string, ...values: string[]) => void;

/** https URLs, and http URLs for localhost (the sandbox). */
function httpUrl(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.username || url.password) return null;
    if (url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))) return url.href;
  } catch {
    // not absolute
  }
  return null;
}

/** The JSON object of attribute `name`, or null (reported as `json` with the name: the problem texts hold an example of each). */
function parseJsonObject(raw: string, name: string, bad: Bad): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // reported below
  }
  bad(name, 'json', name);
  return null;
}

/**
 * A JSON object of names to paths on this site (`routes`, `site-endpoints`). Each path is checked
 * at once (a redirect or a request is built from it; `badPath` reports one that is not on this
 * site). The names are checked with the problem texts (`names`: the route table loads only where it
 * is used); a name that is unknown is kept but never read.
 */
function parsePaths(raw: string, name: string, bad: Bad, badPath: string, names: string): Record<string, string> {
  const object = parseJsonObject(raw, name, bad) ?? {};
  const out: Record<string, string> = {};
  for (const [key, path] of Object.entries(object)) {
    if (typeof path === 'string' && isSitePath(path)) out[key] = path;
    else bad(name, badPath, key);
  }
  const keys = Object.keys(object);
  if (keys.length) bad(name, names, ...keys);
  return out;
}
