/** Swedish texts of the `donate` group. */
import type { Translation } from '../core';
import type { DONATE_EN } from '../donate';

const sv: Translation<typeof DONATE_EN> = {
  notConfigured: 'Donationer är inte konfigurerade för den här webbplatsen.',
  notSetUp: 'Den här donationen är inte korrekt konfigurerad.',
  cardUnavailable: 'Kortbetalningar är inte tillgängliga.',
  signIn: 'Logga in eller skapa ett konto för att donera.',
  unavailable: 'Det går inte att donera till det här.',
  heading: 'Stöd detta',
  thanks: 'Tack!',
  received: 'Vi har tagit emot din donation på {amount}.',
  amounts: 'Belopp',
  otherAmount: 'Annat belopp',
  amountIn: 'Belopp ({currency})',
  atLeast: 'Minst {min}.',
  between: 'Minst {min}, högst {max}.',
  chooseAmount: 'Välj ett belopp.',
  amountMissing: 'Ange beloppet du vill ge.',
  amountInvalid: 'Ange ett belopp som 10 eller 7,50.',
  tooSmall: 'Den minsta donationen är {amount}.',
  tooLarge: 'Den största donationen är {amount}.',
  donate: 'Donera',
  donateAmount: 'Donera {amount}',
  offline: 'Du är offline. Du kan donera igen när du är online.',
  frameFailed: 'Kortformuläret kunde inte laddas. Kontrollera anslutningen och försök igen.',
  noIntent: 'Din bank skickade inte tillbaka betalningen som skulle bekräftas. Inget har debiterats; försök igen.',
};

export default sv;
