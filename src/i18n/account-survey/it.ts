/** Italian texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const it: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Prima di andare',
  surveyLegend: 'Perché te ne vai? Seleziona tutte le voci pertinenti.',
  surveyText: "C'è altro che vorresti dirci?",
  send: 'Invia',
  skip: 'Salta',
  reasonPrice: 'È troppo caro',
  reasonContent: 'Non ho trovato abbastanza da guardare',
  reasonTechnical: 'Ho avuto problemi tecnici',
  reasonTemporary: 'Mi serviva solo per un periodo',
  reasonOther: 'Altro',
};

export default it;
