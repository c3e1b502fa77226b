/** Swedish texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const sv: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Innan du går',
  surveyLegend: 'Varför lämnar du oss? Kryssa i allt som stämmer.',
  surveyText: 'Är det något mer du vill berätta för oss?',
  send: 'Skicka',
  skip: 'Hoppa över',
  reasonPrice: 'Det är för dyrt',
  reasonContent: 'Jag hittade inte tillräckligt att titta på',
  reasonTechnical: 'Jag hade tekniska problem',
  reasonTemporary: 'Jag behövde det bara ett tag',
  reasonOther: 'Något annat',
};

export default sv;
