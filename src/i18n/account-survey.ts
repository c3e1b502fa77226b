/**
 * The `accountSurvey` messages: `<paywall-account>`'s exit survey (a chunk of its own, loaded when
 * it first opens) and its default reasons. Keys are written `accountSurvey.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `accountSurvey` group. */
export const ACCOUNT_SURVEY_EN = {
  surveyTitle: 'Before you go',
  surveyLegend: 'Why are you leaving? Tick any that apply.',
  surveyText: 'Anything else you would like to tell us?',
  send: 'Send',
  skip: 'Skip',
  reasonPrice: 'It is too expensive',
  reasonContent: 'I did not find enough to watch',
  reasonTechnical: 'I had technical problems',
  reasonTemporary: 'I only needed it for a while',
  reasonOther: 'Something else',
};

/** The `accountSurvey` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const accountSurvey = defineMessages('accountSurvey', ACCOUNT_SURVEY_EN);

/** The translate function of the `accountSurvey` group. */
export type AccountSurveyT = Translate<typeof ACCOUNT_SURVEY_EN>;
