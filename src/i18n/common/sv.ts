/** Swedish texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const sv: Translation<typeof COMMON_EN> = {
  failed: 'Innehållet kunde inte visas. Ladda om sidan.',
  loading: 'Laddar…',
  close: 'Stäng',
  tryAgain: 'Försök igen',
  signIn: 'Logga in',
  errorGeneric: 'Något gick fel. Försök igen.',
  errorNetwork: 'Vi kunde inte nå servern. Kontrollera din anslutning och försök igen.',
  errorUnavailable: 'Tjänsten är inte tillgänglig just nu. Försök igen om en stund.',
  owned: 'Du har tillgång till detta.',
  ownedUntil: 'Du har tillgång till detta till och med {date}.',
  perMinute: 'per minut',
  perHour: 'per timme',
  perDay: 'per dag',
  perWeek: 'per vecka',
  perMonth: 'per månad',
  perYear: 'per år',
  perDuration: 'var {duration}',
  recurring: 'återkommande',
  yoursToKeep: 'Din för alltid',
  accessFor: '{duration} tillgång',
  oneTime: 'Engångsköp',
  freeFor: 'Gratis i {duration}',
  buyFor: 'Köp för {price}',
  subscribeFor: 'Prenumerera för {price} {term}',
  getAccess: 'Få tillgång',
  prices: 'Priser',
  notForSale: 'Innehållet går inte att köpa just nu.',
  haveAccess: 'Har du redan tillgång?',
  gateNotSetUp: 'Innehållet är inte korrekt inställt.',
  checkingAccess: 'Kontrollerar din tillgång…',
  inFavorites: 'Bland dina favoriter',
  addFavorite: 'Lägg till i favoriter',
};

export default sv;
