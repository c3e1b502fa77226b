/** Polish texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const pl: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Zanim odejdziesz',
  surveyLegend: 'Dlaczego odchodzisz? Zaznacz wszystkie pasujące odpowiedzi.',
  surveyText: 'Czy chcesz nam powiedzieć coś jeszcze?',
  send: 'Wyślij',
  skip: 'Pomiń',
  reasonPrice: 'Jest za drogo',
  reasonContent: 'Było tu za mało do oglądania',
  reasonTechnical: 'Występowały problemy techniczne',
  reasonTemporary: 'Było mi to potrzebne tylko na jakiś czas',
  reasonOther: 'Coś innego',
};

export default pl;
