import { createElement, useEffect, useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import '../elements/index';
import { useDemoPlatform, type DemoOptions } from './support/platform';
import { attributeArgTypes } from './support/manifest';

interface Args {
  mode: string;
  /** The page is a social-login provider's return: with this tab's state (`signed-in`) or a forged one (`refused`). */
  socialReturn?: 'signed-in' | 'refused';
  resetToken: string;
  noSocial: boolean;
  demo: DemoOptions;
  primary: string;
}

/** Renders the real element once the demo platform is in place. */
function Demo({ mode, resetToken, noSocial, demo, primary, socialReturn }: Args) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void useDemoPlatform(demo).then(() => {
      if (socialReturn) arriveFromProvider(socialReturn);
      setReady(true);
    });
  }, [demo, socialReturn]);
  if (!ready) return null;
  return createElement('paywall-login', {
    mode: mode || undefined, 'reset-token': resetToken || undefined, 'no-social': noSocial ? 'true' : undefined,
    style: { '--paywall-color-primary': primary },
  });
}

/** Puts a provider's return in the address bar, as the platform sends the viewer back (the element cleans it at once). */
function arriveFromProvider(kind: 'signed-in' | 'refused') {
  const state = btoa(JSON.stringify({ client_id: 'demo', redirect: location.href.split('#')[0], nonce: 'story' }));
  sessionStorage.setItem('paywall-elements.social-state', state);
  const fields = new URLSearchParams({ access_token: 'demo-social-token', expires: String(Math.floor(Date.now() / 1000) + 3600), state: kind === 'refused' ? 'forged' : state });
  history.replaceState(history.state, '', `${location.pathname}${location.search}#${fields}`);
}

/**
 * `<paywall-login>`: sign in, sign up with the merchant's register fields, forgot and reset
 * password, social login, and the signed-in view. Stories run against an in-memory demo platform
 * (every sign-in attempt is refused with the platform's message, to show the error state).
 */
const meta: Meta<Args> = {
  title: 'Elements/paywall-login',
  args: { mode: 'sign-in', resetToken: '', noSocial: false, demo: {}, primary: '#3b5bdb' },
  argTypes: attributeArgTypes('paywall-login', { mode: 'mode', resetToken: 'reset-token', noSocial: 'no-social' }, {
    mode: { control: 'select', options: ['sign-in', 'sign-up', 'forgot', 'reset'] }, primary: { control: 'color' },
  }),
  render: (args) => <Demo {...args} />,
};
export default meta;
type Story = StoryObj<Args>;

/** Signed out: the sign-in form with social buttons. Submitting shows the server's refusal. */
export const SignedOut: Story = {};

/** The sign-up form; the merchant's register fields (country, newsletter) load when it opens. */
export const SignUp: Story = { args: { mode: 'sign-up' } };

/** Sign-up for a merchant with a minimum age (restriction settings): the date of birth is required, with the rule as its hint. */
export const SignUpAgeLimit: Story = { args: { mode: 'sign-up', noSocial: true, demo: { minAge: 18 } } };

/** Sign-up while the register fields are still loading. */
export const SignUpLoadingFields: Story = { args: { mode: 'sign-up', noSocial: true, demo: { hang: true } } };

/** Asking for a password-reset link. */
export const Forgot: Story = { args: { mode: 'forgot' } };

/** Choosing a new password with the token from the reset link. */
export const Reset: Story = { args: { mode: 'reset', resetToken: 'demo-reset-token' } };

/** A reset link without its token. */
export const ResetWithoutToken: Story = { args: { mode: 'reset' } };

/** Back from a social-login provider with the state this tab sent: signed in (the address bar is cleaned at once). */
export const SocialReturnSignedIn: Story = { args: { socialReturn: 'signed-in', demo: { signedIn: true } } };

/** Back from a provider with a state this tab did not send (forged, or used before): refused, with the reason on the sign-in form. */
export const SocialReturnRefused: Story = { args: { socialReturn: 'refused' } };

/** Signed in: who is signed in, and a sign-out button. */
export const SignedIn: Story = { args: { demo: { signedIn: true } } };

/** Themed through custom properties. */
export const Themed: Story = { args: { primary: '#be123c', noSocial: true } };
