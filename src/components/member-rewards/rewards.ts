/**
 * The member's rewards as the merchant's server gives them: `<paywall-reward>` children of the
 * element (server-rendered) or a JSON list from the page's `memberRewards` endpoint. Everything is
 * kept as plain text; nothing from either source becomes markup.
 */

/** The kinds of reward the element labels (with the key of their label in the `rewards` messages); any other kind is shown without a label. */
export const REWARD_KINDS = { discount: 'kindDiscount', 'free-months': 'kindFreeMonths', ticket: 'kindTicket' } as const;

/** A kind the element labels. */
export type RewardKind = keyof typeof REWARD_KINDS;

/** One reward: a code to copy, its title, and optionally what it is, what it gives and until when. */
export interface Reward {
  /** The code the member copies (a partner's discount code, a voucher, a ticket number). */
  code: string;
  /** What the reward is, e.g. "20% off at the Cinema Shop". Defaults to the code. */
  title: string;
  description?: string;
  kind?: RewardKind;
  /** Last day of validity, as the server wrote it (ISO date preferred). */
  expires?: string;
}

const MAX = { code: 200, title: 200, description: 1000, expires: 40 };

const text = (value: unknown, max: number): string => (typeof value === 'string' || typeof value === 'number' ? String(value).replace(/\s+/g, ' ').trim().slice(0, max) : '');

/** One reward from loose fields (JSON or attributes); null without a code. */
export function toReward(raw: unknown): Reward | null {
  if (!raw || typeof raw !== 'object') return null;
  const r = raw as Record<string, unknown>;
  const code = text(r.code, MAX.code);
  if (!code) return null;
  const out: Reward = { code, title: text(r.title, MAX.title) || code };
  const description = text(r.description, MAX.description);
  if (description) out.description = description;
  const kind = text(r.kind ?? r.type, 20).toLowerCase();
  if (Object.hasOwn(REWARD_KINDS, kind)) out.kind = kind as RewardKind;
  const expires = text(r.expires ?? r.expires_at, MAX.expires);
  if (expires) out.expires = expires;
  return out;
}

/** The rewards declared as `<paywall-reward code title description kind expires>` children of `host`. */
export function rewardsFromChildren(host: Element | null): Reward[] {
  if (!host) return [];
  const out: Reward[] = [];
  for (const child of Array.from(host.children)) {
    if (child.localName !== 'paywall-reward') continue;
    const fields = Object.fromEntries(['code', 'title', 'description', 'kind', 'expires'].map((n) => [n, child.getAttribute(n) ?? undefined]));
    const reward = toReward(fields);
    if (reward) out.push(reward);
  }
  return out;
}

/**
 * The rewards of an endpoint's answer: `{ data: [...] }`, `{ rewards: [...] }` or `{ collection: [...] }`.
 * Throws when the answer says `success: false` or holds no list, so the element shows its failure.
 */
export function rewardsFromAnswer(answer: Record<string, unknown>): Reward[] {
  if (answer.success === false) throw new Error('The rewards could not be read.');
  const list = [answer.data, answer.rewards, answer.collection].find(Array.isArray) as unknown[] | undefined;
  if (!list) throw new Error('The rewards answer holds no list.');
  return list.map(toReward).filter((r): r is Reward => r !== null);
}

/**
 * "Valid until 31 Dec 2026" for an ISO date (formatted in `locale`), the server's text otherwise;
 * `message` is the text in the page's language with `{date}` where the date goes.
 */
export function validUntil(expires: string, locale = 'en', message = 'Valid until {date}'): string {
  const date = /^\d{4}-\d{2}-\d{2}/.test(expires) ? new Date(expires.length === 10 ? `${expires}T12:00:00Z` : expires) : null;
  if (date && !Number.isNaN(date.getTime())) {
    try {
      return message.replace('{date}', new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: expires.length === 10 ? 'UTC' : undefined }).format(date));
    } catch {
      // unknown locale: the server's text below
    }
  }
  return message.replace('{date}', expires);
}
