import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { DEMO_CODE, DEMO_VIEWER, type AccountMode } from './support/account-data';
import { clickIn, findIn, typeIn } from './support/act';

/** A step a story takes once the section shows: type into inputs, tick boxes, press a button. */
interface Step {
  type?: Record<string, string>;
  tick?: string[];
  click?: string;
}

interface Args {
  /** The first section (the `section` attribute). */
  section: string;
  /** What the account calls answer: the sandbox's demo viewer, a new viewer, a 503, or nothing yet. */
  account: AccountMode;
  /** Signed out (the inline sign-in). */
  signedOut?: boolean;
  /** The `single` attribute: the section alone, without tabs. */
  single?: boolean;
  /** Steps taken in the section once it shows (a typed form, a submitted one). */
  steps?: Step[];
  /** Open the exit survey (`paywall-exit-survey-open`) once the account shows. */
  survey?: boolean;
}

const TAG = 'paywall-account';

async function act(steps: Step[] = []) {
  for (const step of steps) {
    for (const [name, value] of Object.entries(step.type ?? {})) await typeIn(TAG, `input[name="${name}"]`, value);
    for (const name of step.tick ?? []) await clickIn(TAG, `input[name="${name}"]`);
    if (step.click) await clickIn(TAG, step.click);
  }
}

function Live({ section, account, signedOut, single, steps, survey }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const demo: DemoOptions = { signedIn: !signedOut, account };
    let shown = true;
    void useDemoPlatform(demo).then(async () => {
      if (!shown) return;
      setReady(true);
      if (!steps && !survey) return;
      // the steps stop when the story is left (Storybook shows the next one in the same page)
      if (!(await findIn(TAG, `[part~="section-${section}"]:not([data-state="loading"])`)) || !shown) return;
      await act(steps);
      if (survey && shown) document.dispatchEvent(new CustomEvent('paywall-exit-survey-open'));
    });
    return () => { shown = false; };
  }, [section, account, signedOut, steps, survey]);
  if (!ready) return null;
  // the demo's access code is kept by the demo client, not in this page's storage: the item is named
  return createElement(TAG, { key: JSON.stringify([section, account, signedOut, single, steps, survey]), section, single: single ? 'true' : undefined, 'code-items': String(DEMO_CODE.itemId) });
}

/**
 * `<paywall-account>` is the signed-in viewer's account area: details, password, profiles,
 * favorites, watch history, purchases, transactions, subscriptions, payment methods, data (export
 * and erase) and access codes, one tab each, plus the exit survey. Every story runs against the
 * in-memory demo platform, whose account data mirrors the sandbox's seeded demo viewer
 * (viewer@sandbox.test: three profiles, three favorites, five watched items, seven purchases, two
 * subscriptions, a card, a mandate and an access code). Each section has four stories:
 * **Loading** (its calls do not answer yet), **Empty** (a viewer who has nothing yet), **Filled**
 * (the demo viewer) and **Error** (its calls fail, with Try again). The password and data sections
 * load nothing: their Empty story is the blank form, Filled is the form typed in, Loading is the
 * change or export on its way, and Error is a change or export the platform could not take.
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-account',
  args: { section: 'details', account: 'filled' },
  argTypes: {
    section: { control: 'select', options: ['details', 'password', 'profiles', 'favorites', 'history', 'purchases', 'transactions', 'subscriptions', 'payment', 'data', 'codes'] },
    account: { control: 'inline-radio', options: ['filled', 'empty', 'fails', 'hangs'] },
  },
  render: (args) => <Live {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

const story = (section: string, account: AccountMode, extra: Partial<Args> = {}): Story => ({ args: { section, account, ...extra } });

/** Signed out: the sign-in form inline; the chosen section follows once signed in. */
export const SignedOut: Story = { args: { signedOut: true } };
/** The exit survey a page opens with `paywall-exit-survey-open`: reasons, free text, Send and Skip. */
export const ExitSurvey: Story = { args: { survey: true } };
/** One section alone (`single="true"`), for a page of its own. */
export const SingleSection: Story = { args: { section: 'subscriptions', single: true } };

/** Details: loading the account and the merchant's register fields. */
export const DetailsLoading = story('details', 'hangs');
/** Details of a new viewer: name and e-mail only, the rest blank. */
export const DetailsEmpty = story('details', 'empty');
/** Details of the demo viewer: date of birth and the register fields (country, newsletter) filled. */
export const DetailsFilled = story('details', 'filled');
/** Details that could not be loaded. */
export const DetailsError = story('details', 'fails');

const PASSWORDS: Step = { type: { 'old-password': DEMO_VIEWER.password, password: 'a-new-password-1', 'password-confirmation': 'a-new-password-1' } };
const CHANGE = { click: '[part~="password-form"] [part~="save-button"]' };
/** Password: the change on its way (the platform has not answered yet). */
export const PasswordLoading = story('password', 'hangs', { steps: [PASSWORDS, CHANGE] });
/** Password: the blank form (the section loads nothing, so its empty state is the form). */
export const PasswordEmpty = story('password', 'empty');
/** Password: the form typed in. */
export const PasswordFilled = story('password', 'filled', { steps: [PASSWORDS] });
/** Password: a change the platform could not take. */
export const PasswordError = story('password', 'fails', { steps: [PASSWORDS, CHANGE] });

/** Profiles: loading. */
export const ProfilesLoading = story('profiles', 'hangs');
/** Profiles: none yet, with Add a profile. */
export const ProfilesEmpty = story('profiles', 'empty');
/** Profiles: Demo (the default), Kids (not adult) and Parent (PIN-protected). */
export const ProfilesFilled = story('profiles', 'filled');
/** Profiles that could not be loaded. */
export const ProfilesError = story('profiles', 'fails');

/** Favorites: loading. */
export const FavoritesLoading = story('favorites', 'hangs');
/** Favorites: none yet. */
export const FavoritesEmpty = story('favorites', 'empty');
/** Favorites: three items with thumbnails, each linking to its page and removable. */
export const FavoritesFilled = story('favorites', 'filled');
/** Favorites that could not be loaded. */
export const FavoritesError = story('favorites', 'fails');

/** Watch history: loading. */
export const HistoryLoading = story('history', 'hangs');
/** Watch history: nothing in progress. */
export const HistoryEmpty = story('history', 'empty');
/** Watch history: three items in progress with their progress bars (Watched lists two more). */
export const HistoryFilled = story('history', 'filled');
/** Watch history that could not be loaded. */
export const HistoryError = story('history', 'fails');

/** Purchases: loading. */
export const PurchasesLoading = story('purchases', 'hangs');
/** Purchases: none active. */
export const PurchasesEmpty = story('purchases', 'empty');
/** Purchases: two owned films, a running rental and two subscriptions' accesses (Ended lists four rentals). */
export const PurchasesFilled = story('purchases', 'filled');
/** Purchases that could not be loaded. */
export const PurchasesError = story('purchases', 'fails');

/** Transactions: loading. */
export const TransactionsLoading = story('transactions', 'hangs');
/** Transactions: none yet, with the date and type filters. */
export const TransactionsEmpty = story('transactions', 'empty');
/** Transactions: ten purchases, subscriptions and a donation, each with its receipt. */
export const TransactionsFilled = story('transactions', 'filled');
/** Transactions that could not be loaded. */
export const TransactionsError = story('transactions', 'fails');

/** Subscriptions: loading. */
export const SubscriptionsLoading = story('subscriptions', 'hangs');
/** Subscriptions: none. */
export const SubscriptionsEmpty = story('subscriptions', 'empty');
/** Subscriptions: All Access monthly (switch to yearly under Manage) and Documentaries monthly (to cancel, after the exit survey). */
export const SubscriptionsFilled = story('subscriptions', 'filled', { steps: [{ click: '[data-subscription-id="80901"] [part~="details-button"]' }] });
/** Subscriptions that could not be loaded. */
export const SubscriptionsError = story('subscriptions', 'fails');

/** Payment methods: loading. */
export const PaymentLoading = story('payment', 'hangs');
/** Payment methods: no card and no mandate saved, each with its button to add one. */
export const PaymentEmpty = story('payment', 'empty');
/** Payment methods: the default card masked (Visa •••• 4242) and the direct-debit mandate (DE •••• 3000). */
export const PaymentFilled = story('payment', 'filled');
/** Payment methods that could not be loaded. */
export const PaymentError = story('payment', 'fails');

const EXPORT = { type: { 'export-password': DEMO_VIEWER.password } };
const SEND = { click: '[part~="export-button"]' };
/** Your data: the export on its way (the platform has not answered yet). */
export const DataLoading = story('data', 'hangs', { steps: [EXPORT, SEND] });
/** Your data: the blank export and erase forms (the section loads nothing, so its empty state is the forms). */
export const DataEmpty = story('data', 'empty');
/** Your data: the password typed for the export, and the erase form filled in with its box ticked. */
export const DataFilled = story('data', 'filled', { steps: [EXPORT, { type: { 'erase-password': DEMO_VIEWER.password }, tick: ['understood'] }] });
/** Your data: an export the platform could not take. */
export const DataError = story('data', 'fails', { steps: [EXPORT, SEND] });

/** Access codes: loading. */
export const CodesLoading = story('codes', 'hangs');
/** Access codes: none in use on this device. */
export const CodesEmpty = story('codes', 'empty');
/** Access codes: the Festival Pass code, used on this device and a living-room TV, each can be signed off. */
export const CodesFilled = story('codes', 'filled');
/** Access codes whose devices could not be loaded. */
export const CodesError = story('codes', 'fails');
