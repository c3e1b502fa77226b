/** German texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const de: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Bevor Sie gehen',
  surveyLegend: 'Warum gehen Sie? Kreuzen Sie alles Zutreffende an.',
  surveyText: 'Möchten Sie uns noch etwas mitteilen?',
  send: 'Senden',
  skip: 'Überspringen',
  reasonPrice: 'Es ist zu teuer',
  reasonContent: 'Ich habe nicht genug zum Anschauen gefunden',
  reasonTechnical: 'Ich hatte technische Probleme',
  reasonTemporary: 'Ich brauchte es nur für eine Weile',
  reasonOther: 'Etwas anderes',
};

export default de;
