/** Polish texts of the `capture` group. */
import type { Translation } from '../core';
import type { CAPTURE_EN } from '../capture';

const pl: Translation<typeof CAPTURE_EN> = {
  previewTitle: 'Obejrzyj bezpłatny zwiastun',
  previewIntro: 'Zostaw imię i adres e-mail, a zwiastun otworzy się od razu.',
  previewSubmit: 'Obejrzyj zwiastun',
  previewDone: 'Miłego oglądania, {name}.',
  newsletterTitle: 'Zapisz się na newsletter',
  newsletterIntro: 'Nowe filmy i wydarzenia raz w miesiącu.',
  newsletterSubmit: 'Zapisz się',
  newsletterDone: 'Dziękujemy, {name}: newsletter trafi na {email}.',
  reminderTitle: 'Przypomnij mi o wydarzeniu',
  reminderIntro: 'Napiszemy do Ciebie przed rozpoczęciem.',
  reminderSubmit: 'Przypomnij mi',
  reminderDone: 'Dziękujemy, {name}: przypomnimy na {email}.',
  fullName: 'Imię i nazwisko',
  email: 'E-mail',
  company: 'Firma (opcjonalnie)',
  sending: 'Wysyłanie…',
  nameMissing: 'Podaj imię i nazwisko.',
  emailMissing: 'Podaj adres e-mail.',
  emailInvalid: 'Podaj poprawny adres e-mail, np. imie@example.com.',
  tooLong: 'Użyj najwyżej {max} znaków.',
  notSetUp: 'Ten formularz nie jest poprawnie skonfigurowany.',
};

export default pl;
