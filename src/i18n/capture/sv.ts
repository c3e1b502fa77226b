/** Swedish texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const sv: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Se en gratis förhandstitt',
  previewIntro: 'Lämna ditt namn och din e-postadress så öppnas förhandstitten direkt.',
  previewSubmit: 'Se förhandstitten',
  previewDone: 'Mycket nöje, {name}.',
  newsletterTitle: 'Få nyhetsbrevet',
  newsletterIntro: 'Nya filmer och evenemang, en gång i månaden.',
  newsletterSubmit: 'Prenumerera',
  newsletterDone: 'Tack, {name}: nyhetsbrevet skickas till {email}.',
  reminderTitle: 'Påminn mig om evenemanget',
  reminderIntro: 'Vi mejlar dig innan det börjar.',
  reminderSubmit: 'Påminn mig',
  reminderDone: 'Tack, {name}: vi påminner dig på {email}.',
  fullName: 'Namn',
  email: 'E-post',
  company: 'Företag (valfritt)',
  sending: 'Skickar…',
  nameMissing: 'Ange ditt namn.',
  emailMissing: 'Ange din e-postadress.',
  emailInvalid: 'Ange en giltig e-postadress, som namn@example.com.',
  tooLong: 'Använd högst {max} tecken.',
  notSetUp: 'Formuläret är inte rätt inställt.',
};

export default sv;
