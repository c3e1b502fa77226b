// What the account element needs of the exit survey before it opens: the reasons it will offer and
// the events' details. The survey itself (./exit-survey) is a chunk loaded when it first opens.
import type { SurveyTrigger } from './shared';

/** The default reasons and the `accountSurvey` messages that show them in the page's language. */
export const DEFAULT_REASON_KEYS = {
  'It is too expensive': 'reasonPrice',
  'I did not find enough to watch': 'reasonContent',
  'I had technical problems': 'reasonTechnical',
  'I only needed it for a while': 'reasonTemporary',
  'Something else': 'reasonOther',
} as const;

/**
 * The reasons offered when the page gives none. They show in the page's language, while
 * `paywall-exit-survey` reports them by these English texts, so answers compare across languages.
 */
export const DEFAULT_SURVEY_REASONS: readonly string[] = Object.freeze(Object.keys(DEFAULT_REASON_KEYS));

/** Detail of `paywall-exit-survey`: the viewer's answers, for the merchant's own server to store. */
export interface ExitSurveyEventDetail {
  /** What opened the survey: the `paywall-exit-survey-open` event, an erase, or a subscription cancel. */
  trigger: SurveyTrigger;
  /** The reasons ticked (the offered texts; a default reason by its English text in any language). */
  reasons: string[];
  /** The free text, trimmed ('' when none). */
  text: string;
  /** True when the viewer chose Skip (no answers), or went on without the survey when its code could not be fetched. */
  skipped: boolean;
  /** What the survey was about, e.g. `{ subscriptionId }` before a cancel. */
  context: Record<string, unknown>;
}

/** Detail a page may give `paywall-exit-survey-open`: other reasons, another title. */
export interface ExitSurveyOpenDetail {
  reasons?: string[];
  title?: string;
}

/** Splits the `survey-reasons` attribute (`|`-separated) into reasons; the defaults when empty. */
export function surveyReasons(attr: string | undefined, fromEvent?: unknown): string[] {
  if (Array.isArray(fromEvent)) {
    const list = fromEvent.filter((r): r is string => typeof r === 'string' && !!r.trim()).map((r) => r.trim().slice(0, 200));
    if (list.length) return list.slice(0, 12);
  }
  const list = (attr ?? '').split('|').map((r) => r.trim()).filter(Boolean);
  return list.length ? list.slice(0, 12) : [...DEFAULT_SURVEY_REASONS];
}
