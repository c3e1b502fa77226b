/** Swedish texts of the `rewards` group. */
import type { Translation } from '../core';
import type { REWARDS_EN } from '../rewards';

const sv: Translation<typeof REWARDS_EN> = {
  heading: 'Dina förmåner',
  loading: 'Laddar dina förmåner…',
  signIn: 'Logga in för att se dina medlemsförmåner.',
  loadingSignIn: 'Laddar inloggningen…',
  loadFailed: 'Dina förmåner kunde inte laddas. Försök igen.',
  tryAgain: 'Försök igen',
  empty: 'Du har inga förmåner än. Nya förmåner visas här.',
  kindDiscount: 'Partnerrabatt',
  kindFreeMonths: 'Gratismånader',
  kindTicket: 'Evenemangsbiljett',
  copy: 'Kopiera',
  copyCode: 'Kopiera koden {code}',
  copied: 'Kopierad',
  copiedStatus: 'Kopierad till urklipp.',
  copyByHand: 'Markera och kopiera för hand',
  copyFailed: 'Det gick inte att kopiera. Markera koden och kopiera den för hand.',
  validUntil: 'Giltig till {date}',
};

export default sv;
