/** Polish texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const pl: Translation<typeof DONATE_EN> = {
  notConfigured: 'Darowizny nie są skonfigurowane dla tej witryny.',
  notSetUp: 'Ta darowizna nie jest poprawnie skonfigurowana.',
  cardUnavailable: 'Płatności kartą są niedostępne.',
  signIn: 'Zaloguj się lub załóż konto, aby przekazać darowiznę.',
  unavailable: 'Ta pozycja nie przyjmuje darowizn.',
  heading: 'Wesprzyj',
  thanks: 'Dziękujemy!',
  received: 'Otrzymaliśmy Twoją darowiznę w wysokości {amount}.',
  amounts: 'Kwota',
  otherAmount: 'Inna kwota',
  amountIn: 'Kwota ({currency})',
  atLeast: 'Co najmniej {min}.',
  between: 'Co najmniej {min}, najwyżej {max}.',
  chooseAmount: 'Wybierz kwotę.',
  amountMissing: 'Wpisz kwotę, którą chcesz przekazać.',
  amountInvalid: 'Wpisz kwotę, np. 10 lub 7,50.',
  tooSmall: 'Najmniejsza darowizna to {amount}.',
  tooLarge: 'Największa darowizna to {amount}.',
  donate: 'Przekaż darowiznę',
  donateAmount: 'Przekaż {amount}',
  offline: 'Jesteś offline. Przekazanie darowizny będzie znowu możliwe po przywróceniu połączenia.',
  frameFailed: 'Nie udało się załadować formularza karty. Sprawdź połączenie i spróbuj ponownie.',
  noIntent: 'Twój bank nie odesłał płatności do potwierdzenia. Nic nie zostało pobrane; spróbuj ponownie.',
};

export default pl;
