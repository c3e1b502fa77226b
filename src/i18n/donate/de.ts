/** German texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const de: Translation<typeof DONATE_EN> = {
  notConfigured: 'Spenden sind für diese Website nicht eingerichtet.',
  notSetUp: 'Diese Spende ist nicht richtig eingerichtet.',
  cardUnavailable: 'Kartenzahlungen sind nicht verfügbar.',
  signIn: 'Melden Sie sich an oder erstellen Sie ein Konto, um zu spenden.',
  unavailable: 'Für diesen Artikel sind keine Spenden möglich.',
  heading: 'Unterstützen',
  thanks: 'Vielen Dank!',
  received: 'Ihre Spende über {amount} ist eingegangen.',
  amounts: 'Betrag',
  otherAmount: 'Anderer Betrag',
  amountIn: 'Betrag ({currency})',
  atLeast: 'Mindestens {min}.',
  between: 'Mindestens {min}, höchstens {max}.',
  chooseAmount: 'Wählen Sie einen Betrag.',
  amountMissing: 'Geben Sie den Betrag ein, den Sie spenden möchten.',
  amountInvalid: 'Geben Sie einen Betrag wie 10 oder 7,50 ein.',
  tooSmall: 'Die kleinste Spende beträgt {amount}.',
  tooLarge: 'Die größte Spende beträgt {amount}.',
  donate: 'Spenden',
  donateAmount: '{amount} spenden',
  offline: 'Sie sind offline. Spenden ist wieder möglich, sobald Sie online sind.',
  frameFailed: 'Das Kartenformular konnte nicht geladen werden. Bitte prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  noIntent: 'Ihre Bank hat die zu bestätigende Zahlung nicht zurückgesendet. Es wurde nichts abgebucht; bitte versuchen Sie es erneut.',
};

export default de;
