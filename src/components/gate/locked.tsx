import { lazy, Suspense, useState, type ReactNode } from 'react';
import { feeAction, feePrice, feeTerm, feeTrial } from '../pricing/fees';
import type { GateItem } from './access';
import { Loading } from '../ui/spinner';
import type { CommonT } from '../../i18n/common';
import { Heading } from '../ui/host';

// the sign-in dialog loads only when a viewer opens it, so a locked gate's first render stays small
const SignInDialog = lazy(() => import('./sign-in-dialog'));

/** Props of the gate's locked view. */
export interface LockedViewProps {
  item: GateItem;
  signedIn: boolean;
  /** The `common` texts in the page's language. */
  t: CommonT;
  onBuy: () => void;
  container?: ShadowRoot | HTMLElement;
  /** The signed-in viewer's favorite toggle, in the line the sign-in hint takes when signed out. */
  favorite?: ReactNode;
}

/**
 * A locked item: the preview (the `preview` slot, else the item's cover, title and description),
 * its prices and the call to action. Signed out, a sign-in link opens the login in a dialog for
 * viewers who bought it before.
 */
export function LockedView({ item, signedIn, t, onBuy, container, favorite }: LockedViewProps) {
  const [login, setLogin] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { preview, fees } = item;
  const cta = fees.length === 1 ? feeAction(fees[0], t) : t('getAccess');
  return (
    <div className="locked" part="locked">
      <slot name="preview">
        <div className="preview" part="preview">
          {preview.image ? <img src={preview.image} alt="" part="preview-image" loading="lazy" /> : null}
          <Heading look={2} part="preview-title"><bdi>{preview.title}</bdi></Heading>
          {preview.description ? <p part="preview-description"><bdi>{preview.description}</bdi></p> : null}
        </div>
      </slot>
      {fees.length ? (
        <ul className="prices" part="prices" aria-label={t('prices')}>
          {fees.map((fee) => (
            <li key={fee.id} part="price" data-access-fee-id={String(fee.id)}>
              <span part="price-description">{fee.description ? <bdi>{fee.description}</bdi> : feeTerm(fee, t)}</span>
              <span>
                <span className="price-amount" part="price-amount">{feePrice(fee, t.locale)}</span>{' '}
                <span className="muted" part="price-term">{feeTerm(fee, t)}</span>
                {feeTrial(fee, t) ? <span className="trial" part="price-trial"> · {feeTrial(fee, t)}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" part="no-prices">{t('notForSale')}</p>
      )}
      {fees.length ? <div className="actions"><button type="button" part="cta" onClick={onBuy}>{cta}</button></div> : null}
      {/* one line of the same height signed in or out (the favorite toggle arrives later): the view never moves */}
      <div className="account-line">
        {!signedIn ? (
          <span className="muted" part="sign-in-hint">
            {t('haveAccess')}{' '}
            <button type="button" className="link-button" part="sign-in" onClick={() => {
              setWanted(true);
              setLogin(true);
            }}>{t('signIn')}</button>
          </span>
        ) : favorite}
      </div>
      {wanted ? (
        <Suspense fallback={<Loading />}>
          <SignInDialog open={login && !signedIn} onClose={() => setLogin(false)} container={container} />
        </Suspense>
      ) : null}
    </div>
  );
}
