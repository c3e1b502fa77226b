import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useStyles } from '../../internal/styles';
import { emit } from '../../internal/emit';
import { $config } from '../../stores/config';
import { siteRequest } from '../../site/site-request';
import { baseStyles } from '../ui/base.styles';
import { formStyles } from '../ui/form.styles';
import { hostOf, useErrorReporter } from '../ui/host';
import { Loading } from '../ui/spinner';
import { useBranding } from '../ui/branding';
import { useAuth } from '../ui/auth';
import { CopyButton, type CopyMethod } from '../ui/copy-button';
import { useLoad } from '../ui/load';
import { REWARD_KINDS, rewardsFromAnswer, rewardsFromChildren, validUntil, type Reward } from './rewards';
import { memberRewardsStyles } from './member-rewards.styles';
import { useT } from '../../i18n';
import { rewards as messages } from '../../i18n/rewards';
import { Heading, withHeadingLevel } from '../ui/host';

const Login = lazy(() => import('../login/login').then((m) => ({ default: m.Login })));

/** Props of `<paywall-member-rewards>`. */
export interface MemberRewardsProps {
  /**
   * The level of the element's own top headings (1 to 6), so they fit the page's outline; the
   * headings under them take the next level. @default 2
   */
  headingLevel?: number;
  /** Set by the custom element: its shadow root. */
  container?: ShadowRoot | HTMLElement;
}

/** Detail of `paywall-reward-copied`, dispatched after a reward's code was copied. */
export interface RewardCopiedDetail {
  code: string;
  title: string;
  /** The Clipboard API, or the selection fallback where it is missing or refused. */
  method: CopyMethod;
}

/** The element's view; its status is mirrored as `data-state` on the `base` part. */
export type MemberRewardsView =
  | { status: 'loading' }
  | { status: 'signed-out' }
  | { status: 'error' }
  | { status: 'empty' }
  | { status: 'ready'; rewards: Reward[] };

/**
 * `<paywall-member-rewards>` (route memberrewards): the signed-in member's rewards (partner
 * discount codes, free months, event tickets) from the merchant's server, each with a button that
 * copies its code. The rewards come from the element's `<paywall-reward>` children or, when the
 * page config names a `memberRewards` endpoint, from that JSON. Signed out, it offers sign-in.
 */
function MemberRewardsView({ container }: MemberRewardsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const t = useT(messages);
  useStyles(ref, baseStyles, formStyles, memberRewardsStyles);
  useBranding(ref);
  const auth = useAuth();
  const endpoint = useStore($config).siteEndpoints.memberRewards ?? '';
  const report = useErrorReporter(container);
  const host = hostOf(container);
  const [children, setChildren] = useState<Reward[]>(() => rewardsFromChildren(host));

  // the server-rendered children may change after the element started (a CMS re-rendering them)
  useEffect(() => {
    if (!host || typeof MutationObserver === 'undefined') return;
    // (the host's own attributes, such as the view state it mirrors, are not its children's)
    const observer = new MutationObserver((records) => {
      if (records.every((r) => r.type === 'attributes' && r.target === host)) return;
      setChildren(rewardsFromChildren(host));
    });
    observer.observe(host, { childList: true, subtree: true, attributes: true });
    return () => observer.disconnect();
  }, [host]);

  // whatever failed, it is reported as the merchant's server out of reach (status 0)
  const reportLoad = useCallback((_error: unknown, code: string) => report({ status: 0 }, code), [report]);
  const [load, retry] = useLoad(auth.status === 'signed-in' && !!endpoint && ((signal) => siteRequest(endpoint, {}, { method: 'GET', signal }).then(rewardsFromAnswer)),
    [auth.status, endpoint], reportLoad, 'rewards_load_failed');
  const rewards = endpoint ? (load.status === 'ready' ? load.data : null) : children;
  const view: MemberRewardsView = auth.status !== 'signed-in' ? { status: auth.status === 'unknown' ? 'loading' : 'signed-out' }
    : rewards ? (rewards.length ? { status: 'ready', rewards } : { status: 'empty' })
      : { status: load.status === 'error' ? 'error' : 'loading' };

  const copied = useCallback(
    (reward: Reward, method: CopyMethod) => emit<RewardCopiedDetail>(host, 'paywall-reward-copied', { code: reward.code, title: reward.title, method }),
    [host],
  );

  return (
    <div ref={ref} part="base" className="panel base" dir={t.dir} data-state={view.status}>
      <Heading look={2} part="heading" className="rewards-heading">{t('heading')}</Heading>
      {view.status === 'loading' ? <Loading label={t('loading')} /> : null}
      {view.status === 'signed-out' ? (
        <div part="login">
          <p part="message" className="message">{t('signIn')}</p>
          <Suspense fallback={<Loading label={t('loadingSignIn')} />}>
            <Login container={container} />
          </Suspense>
        </div>
      ) : null}
      {view.status === 'error' ? (
        <div part="error">
          <p className="form-error message" role="alert" part="message">{t('loadFailed')}</p>
          <button type="button" part="retry-button" onClick={retry}>{t('tryAgain')}</button>
        </div>
      ) : null}
      {view.status === 'empty' ? <p className="muted" part="message empty">{t('empty')}</p> : null}
      {view.status === 'ready' ? (
        <ul part="list" className="rewards" aria-label={t('heading')}>
          {view.rewards.map((reward, i) => (
            <li key={`${reward.code}-${i}`} part="reward" className="reward">
              {reward.kind ? <span part="kind" className="kind">{t(REWARD_KINDS[reward.kind])}</span> : null}
              <Heading look={3} depth={1} part="title" className="title">{reward.title}</Heading>
              {reward.description ? <p part="description" className="description">{reward.description}</p> : null}
              <div part="code-row" className="code-row">
                <code part="code" className="code">{reward.code}</code>
                <CopyButton text={reward.code} ariaLabel={t('copyCode', { code: reward.code })} part="copy-button"
                  label={t('copy')} copiedLabel={t('copied')} failedLabel={t('copyByHand')} copiedStatus={t('copiedStatus')} failedStatus={t('copyFailed')} onCopied={(method) => copied(reward, method)} />
              </div>
              {reward.expires ? <p part="expires" className="muted expires">{validUntil(reward.expires, t.locale, t('validUntil'))}</p> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** `MemberRewardsView` with its headings' levels from `headingLevel` (the `heading-level` attribute), the element it is shown in, or 2. */
export const MemberRewards = withHeadingLevel(MemberRewardsView, 2);

export default MemberRewards;
