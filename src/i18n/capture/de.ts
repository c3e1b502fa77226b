/** German texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const de: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Kostenlose Vorschau ansehen',
  previewIntro: 'Hinterlassen Sie Namen und E-Mail-Adresse, und die Vorschau öffnet sich sofort.',
  previewSubmit: 'Vorschau ansehen',
  previewDone: 'Viel Spaß mit der Vorschau, {name}.',
  newsletterTitle: 'Newsletter erhalten',
  newsletterIntro: 'Neue Filme und Veranstaltungen, einmal im Monat.',
  newsletterSubmit: 'Abonnieren',
  newsletterDone: 'Danke, {name}: Der Newsletter geht an {email}.',
  reminderTitle: 'An die Veranstaltung erinnern',
  reminderIntro: 'Wir schreiben Ihnen vor dem Beginn eine E-Mail.',
  reminderSubmit: 'Erinnern',
  reminderDone: 'Danke, {name}: Wir erinnern Sie unter {email}.',
  fullName: 'Name',
  email: 'E-Mail',
  company: 'Firma (optional)',
  sending: 'Wird gesendet…',
  nameMissing: 'Geben Sie Ihren Namen ein.',
  emailMissing: 'Geben Sie Ihre E-Mail-Adresse ein.',
  emailInvalid: 'Geben Sie eine gültige E-Mail-Adresse ein, z. B. name@example.com.',
  tooLong: 'Verwenden Sie höchstens {max} Zeichen.',
  notSetUp: 'Dieses Formular ist nicht richtig eingerichtet.',
};

export default de;
