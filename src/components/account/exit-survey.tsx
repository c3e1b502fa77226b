import { useId, useState } from 'react';
import { Modal } from '../ui/dialog';
import { useT } from '../../i18n';
import { account } from '../../i18n/account';
import type { SurveyTrigger } from './shared';

// the default reasons and the `account` messages that show them in the page's language
const DEFAULT_REASON_KEYS = {
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

const isDefaultReason = (r: string): r is keyof typeof DEFAULT_REASON_KEYS => Object.hasOwn(DEFAULT_REASON_KEYS, r);

/** Detail of `paywall-exit-survey`: the viewer's answers, for the merchant's own server to store. */
export interface ExitSurveyEventDetail {
  /** What opened the survey: the `paywall-exit-survey-open` event, an erase, or a subscription cancel. */
  trigger: SurveyTrigger;
  /** The reasons ticked (the offered texts; a default reason by its English text in any language). */
  reasons: string[];
  /** The free text, trimmed ('' when none). */
  text: string;
  /** True when the viewer chose Skip (no answers). */
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

/** Props of `ExitSurvey`. */
export interface ExitSurveyProps {
  open: boolean;
  title: string;
  reasons: readonly string[];
  /** Called with the answers (or `skipped`) when the viewer sends or skips. */
  onAnswer: (answer: { reasons: string[]; text: string; skipped: boolean }) => void;
  /** Called when the viewer closes it without answering (Escape or ×). */
  onClose: () => void;
}

/** The exit survey: a modal with the reasons as checkboxes, free text, Send and Skip. */
export function ExitSurvey({ open, title, reasons, onAnswer, onClose }: ExitSurveyProps) {
  const t = useT(account);
  const [picked, setPicked] = useState<string[]>([]);
  const [text, setText] = useState('');
  const id = useId();
  const done = (answer: { reasons: string[]; text: string; skipped: boolean }) => {
    setPicked([]);
    setText('');
    onAnswer(answer);
  };
  return (
    <Modal open={open} title={title} onClose={onClose} part="exit-survey">
      <form part="survey-form" onSubmit={(e) => {
        e.preventDefault();
        done({ reasons: picked, text: text.trim().slice(0, 2000), skipped: false });
      }}>
        <fieldset part="survey-reasons" className="survey-reasons">
          <legend>{t('surveyLegend')}</legend>
          {reasons.map((r, i) => (
            <label key={r} part="survey-reason" htmlFor={`${id}-${i}`}>
              <input id={`${id}-${i}`} type="checkbox" checked={picked.includes(r)}
                onChange={(e) => {
                  const on = e.currentTarget.checked;
                  setPicked((p) => (on ? [...p, r] : p.filter((x) => x !== r)));
                }} />
              {' '}{isDefaultReason(r) ? t(DEFAULT_REASON_KEYS[r]) : r}
            </label>
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor={`${id}-text`}>{t('surveyText')}</label>
          <textarea id={`${id}-text`} name="survey-text" part="survey-text" rows={3} maxLength={2000} value={text} onChange={(e) => setText(e.currentTarget.value)} />
        </div>
        <div className="actions">
          <button type="submit" part="survey-send">{t('send')}</button>
          <button type="button" className="secondary" part="survey-skip" onClick={() => done({ reasons: [], text: '', skipped: true })}>{t('skip')}</button>
        </div>
      </form>
    </Modal>
  );
}
