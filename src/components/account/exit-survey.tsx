// The exit survey's chunk: loaded the first time a survey opens (see `surveyChunk` in ./account.tsx),
// with the dialog code, its styles and the `accountSurvey` texts.
import { useId, useRef, useState } from 'react';
import { FieldBox } from '../ui/field';
import { Modal } from '../ui/dialog';
import { dialogStyles } from '../ui/dialog.styles';
import { useStyles } from '../../internal/styles';
import { useT } from '../../i18n';
import { translationLoaded } from '../../i18n/core';
import { accountSurvey } from '../../i18n/account-survey';
import { DEFAULT_REASON_KEYS } from './survey';

const isDefaultReason = (r: string): r is keyof typeof DEFAULT_REASON_KEYS => Object.hasOwn(DEFAULT_REASON_KEYS, r);

/** Resolves once the survey's texts in `locale` are there (or could not load), so it opens in the page's language. */
export const surveyTexts = (locale: string): Promise<void> => translationLoaded(accountSurvey, locale);

/** Props of `ExitSurvey`. */
export interface ExitSurveyProps {
  open: boolean;
  /** The page's title for it; '' for the default ("Before you go" in the page's language). */
  title: string;
  reasons: readonly string[];
  /** Called with the answers (or `skipped`) when the viewer sends or skips. */
  onAnswer: (answer: { reasons: string[]; text: string; skipped: boolean }) => void;
  /** Called when the viewer closes it without answering (Escape or ×). */
  onClose: () => void;
}

/** The exit survey: a modal with the reasons as checkboxes, free text, Send and Skip. */
export function ExitSurvey({ open, title, reasons, onAnswer, onClose }: ExitSurveyProps) {
  const ref = useRef<HTMLSpanElement>(null);
  useStyles(ref, dialogStyles);
  const t = useT(accountSurvey);
  const [picked, setPicked] = useState<string[]>([]);
  const [text, setText] = useState('');
  const id = useId();
  const done = (answer: { reasons: string[]; text: string; skipped: boolean }) => {
    setPicked([]);
    setText('');
    onAnswer(answer);
  };
  return (
    <span ref={ref}>
      <Modal open={open} title={title || t('surveyTitle')} onClose={onClose} part="exit-survey">
        <form part="survey-form" onSubmit={(e) => {
          e.preventDefault();
          done({ reasons: picked, text: text.trim().slice(0, 2000), skipped: false });
        }}>
          <fieldset part="survey-reasons" className="survey-reasons">
            <legend>{t('surveyLegend')}</legend>
            {reasons.map((r, i) => (
              <label key={r} part="survey-reason" className="survey-reason" htmlFor={`${id}-${i}`}>
                <input id={`${id}-${i}`} type="checkbox" checked={picked.includes(r)}
                  onChange={(e) => {
                    const on = e.currentTarget.checked;
                    setPicked((p) => (on ? [...p, r] : p.filter((x) => x !== r)));
                  }} />
                {' '}{isDefaultReason(r) ? t(DEFAULT_REASON_KEYS[r]) : r}
              </label>
            ))}
          </fieldset>
          <FieldBox>
            <label htmlFor={`${id}-text`}>{t('surveyText')}</label>
            <textarea id={`${id}-text`} name="survey-text" part="survey-text" rows={3} maxLength={2000} value={text} onInput={(e) => setText(e.currentTarget.value)} />
          </FieldBox>
          <div className="actions">
            <button type="submit" part="survey-send">{t('send')}</button>
            <button type="button" className="secondary" part="survey-skip" onClick={() => done({ reasons: [], text: '', skipped: true })}>{t('skip')}</button>
          </div>
        </form>
      </Modal>
    </span>
  );
}
