/**
 * The `capture` messages: `<paywall-capture>`'s form (a free preview, a newsletter, a live event's reminder), its checks and its thanks. Keys are written `capture.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `capture` group. */
export const CAPTURE_EN = {
  previewTitle: 'Watch a free preview',
  previewIntro: 'Leave your name and e-mail address and the preview opens right away.',
  previewSubmit: 'Watch the preview',
  previewDone: 'Enjoy the preview, {name}.',
  newsletterTitle: 'Get the newsletter',
  newsletterIntro: 'New films and events, once a month.',
  newsletterSubmit: 'Subscribe',
  newsletterDone: 'Thank you, {name}: the newsletter goes to {email}.',
  reminderTitle: 'Remind me of the event',
  reminderIntro: 'We will e-mail you before it starts.',
  reminderSubmit: 'Remind me',
  reminderDone: 'Thank you, {name}: we will remind you at {email}.',
  fullName: 'Name',
  email: 'E-mail',
  company: 'Company (optional)',
  sending: 'Sending…',
  nameMissing: 'Enter your name.',
  emailMissing: 'Enter your e-mail address.',
  emailInvalid: 'Enter a valid e-mail address, like name@example.com.',
  tooLong: 'Use at most {max} characters.',
  notSetUp: 'This form is not set up correctly.',
};

/** The `capture` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const capture = defineMessages('capture', CAPTURE_EN);

/** The translate function of the `capture` group. */
export type CaptureT = Translate<typeof CAPTURE_EN>;
