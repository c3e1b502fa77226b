/** French texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const fr: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Avant de partir',
  surveyLegend: 'Pourquoi partez-vous ? Cochez tout ce qui s’applique.',
  surveyText: 'Souhaitez-vous nous dire autre chose ?',
  send: 'Envoyer',
  skip: 'Passer',
  reasonPrice: "C'est trop cher",
  reasonContent: "Je n'ai pas trouvé assez de choses à regarder",
  reasonTechnical: "J'ai eu des problèmes techniques",
  reasonTemporary: "Je n'en avais besoin que pour un temps",
  reasonOther: 'Autre chose',
};

export default fr;
