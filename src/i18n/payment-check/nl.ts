/** Dutch texts of the `paymentCheck` group. */
import type { Translation } from '../core';
import type { PAYMENT_CHECK_EN } from '../payment-check';

const nl: Translation<typeof PAYMENT_CHECK_EN> = {
  confirming: 'Je betaling wordt bevestigd…',
  checkingAgain: 'Opnieuw controleren…',
  redirecting: 'Je wordt doorgestuurd…',
  completed: 'Betaling voltooid',
  giftCode: 'Cadeaucode: {code}',
  failed: 'Betaling mislukt',
  notCompleted: 'De betaling is niet voltooid.',
  bankNotConfirmed: 'De betaling is niet voltooid: je bank heeft die niet bevestigd.',
  subscriptionError: 'Er is een fout opgetreden bij het verwerken van je abonnement',
  stillTitle: 'We zijn je betaling nog aan het bevestigen',
  stillText: 'Dit duurt langer dan normaal. Je betaalt niet twee keer; je aankoop verschijnt in je account zodra die is bevestigd.',
  checkAgain: 'Opnieuw controleren',
  continueBrowsing: 'Verder kijken',
  notSetUp: 'Deze pagina is niet goed ingesteld.',
};

export default nl;
