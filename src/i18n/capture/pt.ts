/** Portuguese texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const pt: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Ver uma antevisão gratuita',
  previewIntro: 'Deixe o seu nome e e-mail e a antevisão abre logo.',
  previewSubmit: 'Ver a antevisão',
  previewDone: 'Boa sessão, {name}.',
  newsletterTitle: 'Receber a newsletter',
  newsletterIntro: 'Novos filmes e eventos, uma vez por mês.',
  newsletterSubmit: 'Subscrever',
  newsletterDone: 'Obrigado, {name}: a newsletter vai para {email}.',
  reminderTitle: 'Lembrar-me do evento',
  reminderIntro: 'Enviamos-lhe um e-mail antes de começar.',
  reminderSubmit: 'Lembrar-me',
  reminderDone: 'Obrigado, {name}: vamos lembrá-lo em {email}.',
  fullName: 'Nome',
  email: 'E-mail',
  company: 'Empresa (opcional)',
  sending: 'A enviar…',
  nameMissing: 'Introduza o seu nome.',
  emailMissing: 'Introduza o seu endereço de e-mail.',
  emailInvalid: 'Introduza um e-mail válido, como nome@example.com.',
  tooLong: 'Use no máximo {max} caracteres.',
  notSetUp: 'Este formulário não está bem configurado.',
};

export default pt;
