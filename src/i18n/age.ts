/**
 * The `age` messages: the sign-up form's date of birth where the merchant sets a minimum age (loaded with the sign-up form). Keys are written `age.<key>` in overrides.
 */
import { defineMessages, type Translate } from './core';

/** English texts of the `age` group. */
export const AGE_EN = {
  dateOfBirth: 'Date of birth',
  minimumAge: 'You must be {age} or older to create an account.',
  tooYoung: 'You must be at least {age} years old to create an account.',
};

/** The `age` message group; each language is a file of its own (`src/i18n/load.ts`). */
export const age = defineMessages('age', AGE_EN);

/** The translate function of the `age` group. */
export type AgeT = Translate<typeof AGE_EN>;
