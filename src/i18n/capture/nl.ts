/** Dutch texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const nl: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Bekijk een gratis voorproefje',
  previewIntro: 'Laat je naam en e-mailadres achter en het voorproefje opent meteen.',
  previewSubmit: 'Bekijk het voorproefje',
  previewDone: 'Veel plezier met het voorproefje, {name}.',
  newsletterTitle: 'Ontvang de nieuwsbrief',
  newsletterIntro: 'Nieuwe films en evenementen, eens per maand.',
  newsletterSubmit: 'Aanmelden',
  newsletterDone: 'Bedankt, {name}: de nieuwsbrief gaat naar {email}.',
  reminderTitle: 'Herinner me aan het evenement',
  reminderIntro: 'We mailen je voordat het begint.',
  reminderSubmit: 'Herinner me',
  reminderDone: 'Bedankt, {name}: we herinneren je via {email}.',
  fullName: 'Naam',
  email: 'E-mail',
  company: 'Bedrijf (optioneel)',
  sending: 'Bezig met versturen…',
  nameMissing: 'Vul je naam in.',
  emailMissing: 'Vul je e-mailadres in.',
  emailInvalid: 'Vul een geldig e-mailadres in, zoals naam@example.com.',
  tooLong: 'Gebruik hoogstens {max} tekens.',
  notSetUp: 'Dit formulier is niet goed ingesteld.',
};

export default nl;
