/** Spanish texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const es: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Antes de irte',
  surveyLegend: '¿Por qué te vas? Marca todo lo que corresponda.',
  surveyText: '¿Quieres contarnos algo más?',
  send: 'Enviar',
  skip: 'Omitir',
  reasonPrice: 'Es demasiado caro',
  reasonContent: 'No encontré suficiente contenido para ver',
  reasonTechnical: 'Tuve problemas técnicos',
  reasonTemporary: 'Solo lo necesitaba durante un tiempo',
  reasonOther: 'Otro motivo',
};

export default es;
