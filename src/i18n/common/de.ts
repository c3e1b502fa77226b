/** German texts of the `common` group. */
import type { Translation } from '../core';
import type { COMMON_EN } from '../common';

const de: Translation<typeof COMMON_EN> = {
  failed: 'Dieser Inhalt konnte nicht angezeigt werden. Bitte laden Sie die Seite neu.',
  loading: 'Wird geladen…',
  close: 'Schließen',
  tryAgain: 'Erneut versuchen',
  signIn: 'Anmelden',
  errorGeneric: 'Etwas ist schiefgelaufen. Bitte versuchen Sie es erneut.',
  errorNetwork: 'Der Server ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  errorUnavailable: 'Der Dienst ist gerade nicht verfügbar. Bitte versuchen Sie es gleich noch einmal.',
  owned: 'Sie haben Zugang zu diesem Inhalt.',
  ownedUntil: 'Sie haben Zugang zu diesem Inhalt bis {date}.',
  perMinute: 'pro Minute',
  perHour: 'pro Stunde',
  perDay: 'pro Tag',
  perWeek: 'pro Woche',
  perMonth: 'pro Monat',
  perYear: 'pro Jahr',
  perDuration: 'alle {duration}',
  recurring: 'wiederkehrend',
  yoursToKeep: 'Gehört dauerhaft Ihnen',
  accessFor: '{duration} Zugang',
  oneTime: 'Einmaliger Kauf',
  freeFor: '{duration} kostenlos',
  buyFor: 'Für {price} kaufen',
  subscribeFor: 'Für {price} {term} abonnieren',
  getAccess: 'Zugang erhalten',
  prices: 'Preise',
  notForSale: 'Dieser Inhalt ist derzeit nicht käuflich.',
  haveAccess: 'Schon Zugang?',
  gateNotSetUp: 'Dieser Inhalt ist nicht richtig eingerichtet.',
  checkingAccess: 'Ihr Zugang wird geprüft…',
  inFavorites: 'In Ihren Favoriten',
  addFavorite: 'Zu Favoriten hinzufügen',
};

export default de;
