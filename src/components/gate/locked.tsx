import { lazy, Suspense, useState } from 'react';
import { feeAction, feePrice, feeTerm, feeTrial } from '../pricing/fees';
import type { GateItem } from './access';
import { Loading } from '../ui/spinner';

// the sign-in dialog loads only when a viewer opens it, so a locked gate's first render stays small
const SignInDialog = lazy(() => import('./sign-in-dialog'));

/** Props of the gate's locked view. */
export interface LockedViewProps {
  item: GateItem;
  signedIn: boolean;
  locale: string;
  onBuy: () => void;
  container?: ShadowRoot | HTMLElement;
}

/**
 * A locked item: the preview (the `preview` slot, else the item's cover, title and description),
 * its prices and the call to action. Signed out, a sign-in link opens the login in a dialog for
 * viewers who bought it before.
 */
export function LockedView({ item, signedIn, locale, onBuy, container }: LockedViewProps) {
  const [login, setLogin] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { preview, fees } = item;
  const cta = fees.length === 1 ? feeAction(fees[0], locale) : 'Get access';
  return (
    <div className="locked" part="locked">
      <slot name="preview">
        <div className="preview" part="preview">
          {preview.image ? <img src={preview.image} alt="" part="preview-image" loading="lazy" /> : null}
          <h2 part="preview-title">{preview.title}</h2>
          {preview.description ? <p part="preview-description">{preview.description}</p> : null}
        </div>
      </slot>
      {fees.length ? (
        <ul className="prices" part="prices" aria-label="Prices">
          {fees.map((fee) => (
            <li key={fee.id} part="price" data-access-fee-id={String(fee.id)}>
              <span part="price-description">{fee.description || feeTerm(fee)}</span>
              <span>
                <span className="price-amount" part="price-amount">{feePrice(fee, locale)}</span>{' '}
                <span className="muted" part="price-term">{feeTerm(fee)}</span>
                {feeTrial(fee) ? <span className="trial" part="price-trial"> · {feeTrial(fee)}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted" part="no-prices">This content is not available for purchase right now.</p>
      )}
      <div className="actions">
        {fees.length ? <button type="button" part="cta" onClick={onBuy}>{cta}</button> : null}
        {!signedIn ? (
          <span className="muted" part="sign-in-hint">
            Already have access?{' '}
            <button type="button" className="link-button" part="sign-in" onClick={() => {
              setWanted(true);
              setLogin(true);
            }}>Sign in</button>
          </span>
        ) : null}
      </div>
      {wanted ? (
        <Suspense fallback={<Loading />}>
          <SignInDialog open={login && !signedIn} onClose={() => setLogin(false)} container={container} />
        </Suspense>
      ) : null}
    </div>
  );
}
