/** French texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const fr: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Voir un extrait gratuit',
  previewIntro: 'Laissez votre nom et votre adresse e-mail et l’extrait s’ouvre aussitôt.',
  previewSubmit: 'Voir l’extrait',
  previewDone: 'Bon visionnage, {name}.',
  newsletterTitle: 'Recevoir la newsletter',
  newsletterIntro: 'Les nouveaux films et événements, une fois par mois.',
  newsletterSubmit: 'S’abonner',
  newsletterDone: 'Merci, {name} : la newsletter sera envoyée à {email}.',
  reminderTitle: 'Me rappeler l’événement',
  reminderIntro: 'Nous vous écrirons avant le début.',
  reminderSubmit: 'Me le rappeler',
  reminderDone: 'Merci, {name} : nous vous préviendrons à {email}.',
  fullName: 'Nom',
  email: 'E-mail',
  company: 'Entreprise (facultatif)',
  sending: 'Envoi…',
  nameMissing: 'Saisissez votre nom.',
  emailMissing: 'Saisissez votre adresse e-mail.',
  emailInvalid: 'Saisissez une adresse e-mail valide, comme nom@example.com.',
  tooLong: 'Utilisez au plus {max} caractères.',
  notSetUp: 'Ce formulaire n’est pas configuré correctement.',
};

export default fr;
