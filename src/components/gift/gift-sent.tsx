import type { GiftVoucher } from '../../stores/gift-voucher';
import { CopyButton } from '../ui/copy-button';
import { formatPrice } from '../ui/format';

/** Props of `GiftSent`. */
export interface GiftSentProps {
  gift: GiftVoucher;
  locale: string;
  /** Where "Continue" leads (the gift journey's success page), if anywhere. */
  continueUrl?: string | null;
}

/**
 * A bought gift: the voucher code with a copy button, the receiver, the amount, the buyer's message
 * and what happens next. Everything is rendered as text.
 */
export function GiftSent({ gift, locale, continueUrl }: GiftSentProps) {
  const amount = gift.amount ? formatPrice(gift.amount, gift.currency, locale) : '';
  return (
    <div part="sent" className="sent" role="status">
      <div className="check" aria-hidden="true">✓</div>
      <h3 part="heading">Your gift is on its way</h3>
      {gift.code ? (
        <div className="gift-code" part="code-row">
          <code part="code">{gift.code}</code>
          <CopyButton text={gift.code} label="Copy code" part="copy-button" />
        </div>
      ) : null}
      <dl className="gift-details" part="details">
        {gift.title ? <><dt>Gift</dt><dd part="gift-title">{gift.title}</dd></> : null}
        <dt>For</dt><dd part="receiver">{gift.receiverEmail}</dd>
        {amount ? <><dt>Paid</dt><dd part="amount">{amount}</dd></> : null}
      </dl>
      {gift.message ? <p className="gift-message" part="gift-message">{gift.message}</p> : null}
      <p part="next" className="muted">
        We e-mailed {gift.code ? 'this code' : 'the gift code'} to {gift.receiverEmail}. They sign in, enter it as a voucher at the checkout
        (or on the redeem page) and watch at no charge. The code works once.
      </p>
      {continueUrl ? <a part="continue" href={continueUrl}>Continue</a> : null}
    </div>
  );
}
