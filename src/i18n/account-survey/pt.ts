/** Portuguese texts of the `accountSurvey` group. */
import type { Translation } from '../core';
import type { ACCOUNT_SURVEY_EN } from '../account-survey';

const pt: Translation<typeof ACCOUNT_SURVEY_EN> = {
  surveyTitle: 'Antes de sair',
  surveyLegend: 'Porque está a sair? Assinale tudo o que se aplica.',
  surveyText: 'Há mais alguma coisa que nos queira dizer?',
  send: 'Enviar',
  skip: 'Ignorar',
  reasonPrice: 'É demasiado caro',
  reasonContent: 'Não encontrei o suficiente para ver',
  reasonTechnical: 'Tive problemas técnicos',
  reasonTemporary: 'Só precisava durante algum tempo',
  reasonOther: 'Outro motivo',
};

export default pt;
