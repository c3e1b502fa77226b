/** Arabic texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const ar: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'قبل أن تغادر',
  surveyLegend: 'لماذا تغادر؟ اختر كل ما ينطبق.',
  surveyText: 'هل هناك أي شيء آخر تودّ إخبارنا به؟',
  send: 'إرسال',
  skip: 'تخطٍّ',
  reasonPrice: 'السعر مرتفع جدًا',
  reasonContent: 'لم أجد ما يكفي لمشاهدته',
  reasonTechnical: 'واجهت مشكلات تقنية',
  reasonTemporary: 'كنت أحتاجه لفترة مؤقتة فقط',
  reasonOther: 'سبب آخر',
};

export default ar;
