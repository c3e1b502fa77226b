/** Dutch texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const nl: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Voordat je gaat',
  surveyLegend: 'Waarom vertrek je? Vink aan wat van toepassing is.',
  surveyText: 'Wil je ons nog iets anders vertellen?',
  send: 'Versturen',
  skip: 'Overslaan',
  reasonPrice: 'Het is te duur',
  reasonContent: 'Ik vond niet genoeg om te kijken',
  reasonTechnical: 'Ik had technische problemen',
  reasonTemporary: 'Ik had het maar even nodig',
  reasonOther: 'Iets anders',
};

export default nl;
