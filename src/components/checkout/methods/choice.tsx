import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import type { AccessFee, PaymentMethod } from '../../../client/types';
import { $config } from '../../../stores/config';
import { useStyles } from '../../../internal/styles';
import { radioKeyTarget } from '../../ui/radio-group';
import { methodLabel, offeredMethods, type MethodKind, type OfferedMethod } from './catalog';
import { walletAvailable, type WalletKind } from './wallets';
import { methodsStyles } from './methods.styles';
import { useT } from '../../../i18n';
import { methods as messages } from '../../../i18n/methods';

/** Props of `MethodChoice`. */
export interface MethodChoiceProps {
  /** The platform's methods (GET /payments/methods). */
  methods: readonly PaymentMethod[];
  fee: AccessFee;
  /** The chosen method's kind. */
  selected: string;
  onSelect(method: OfferedMethod): void;
  /** While a payment is under way the choice is locked. */
  disabled?: boolean;
}

const WALLETS: readonly WalletKind[] = ['apple-pay', 'google-pay'];

/**
 * The payment-method choice of the checkout: a radio group (arrow keys, Home and End move and choose,
 * as in the pricing toggle) of the methods the platform lists for this fee and the browser can use.
 * Renders nothing when only one method is on offer. Loaded only when the platform lists more than one.
 */
export function MethodChoice({ methods, fee, selected, onSelect, disabled }: MethodChoiceProps) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, methodsStyles);
  const config = useStore($config);
  const t = useT(messages);
  const [wallets, setWallets] = useState<ReadonlySet<MethodKind>>(new Set());
  const group = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let live = true;
    const o = { sandbox: config.environment === 'sandbox', currency: fee.currency, amount: fee.amount };
    void Promise.all(WALLETS.map((w) => walletAvailable(w, o))).then((ok) => {
      if (live) setWallets(new Set(WALLETS.filter((_, i) => ok[i])));
    });
    return () => {
      live = false;
    };
  }, [config.environment, fee.currency, fee.amount]);

  const offered = offeredMethods(methods, fee, (kind) => !WALLETS.includes(kind as WalletKind) || wallets.has(kind));
  if (offered.length < 2) return <div ref={ref} hidden />;
  const active = Math.max(0, offered.findIndex((m) => m.kind === selected));

  const onKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const next = disabled ? null : radioKeyTarget(e.key, active, offered.length);
    if (next === null) return;
    e.preventDefault();
    onSelect(offered[next]);
    group.current?.querySelector<HTMLButtonElement>(`[data-method="${offered[next].kind}"]`)?.focus();
  };

  return (
    <div ref={ref}>
      <div ref={group} className="methods" role="radiogroup" aria-label={t('paymentMethod')} part="methods" onKeyDown={onKey}>
        {offered.map((m, i) => (
          <button
            key={m.kind}
            type="button"
            role="radio"
            aria-checked={i === active}
            tabIndex={i === active ? 0 : -1}
            disabled={disabled && i !== active}
            data-method={m.kind}
            part={`method${i === active ? ' method-active' : ''}`}
            onClick={() => !disabled && onSelect(m)}
          >
            {methodLabel(m, t)}
          </button>
        ))}
      </div>
    </div>
  );
}

export default MethodChoice;
