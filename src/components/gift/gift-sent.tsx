import type { GiftVoucher } from '../../stores/gift-voucher';
import { CopyButton } from '../ui/copy-button';
import { formatPrice } from '../ui/format';
import { useT } from '../../i18n';
import { checkout } from '../../i18n/checkout';
import { gift as messages } from '../../i18n/gift';
import { Heading } from '../ui/host';

/** Props of `GiftSent`. */
export interface GiftSentProps {
  gift: GiftVoucher;
  /** Where "Continue" leads (the gift journey's success page), if anywhere. */
  continueUrl?: string | null;
}

/**
 * A bought gift: the voucher code with a copy button, the receiver, the amount, the buyer's message
 * and what happens next. Everything is rendered as text.
 */
export function GiftSent({ gift, continueUrl }: GiftSentProps) {
  const t = useT(messages);
  const tc = useT(checkout);
  const amount = gift.amount ? formatPrice(gift.amount, gift.currency, t.locale) : '';
  return (
    <div part="sent" className="sent" role="status">
      <div className="check" aria-hidden="true">✓</div>
      <Heading look={3} part="heading">{t('sentTitle')}</Heading>
      {gift.code ? (
        <div className="gift-code" part="code-row">
          <code part="code">{gift.code}</code>
          <CopyButton text={gift.code} label={t('copyCode')} copiedLabel={t('copied')} failedLabel={t('copyByHand')}
            copiedStatus={t('copiedStatus')} failedStatus={t('copyFailed')} part="copy-button" />
        </div>
      ) : null}
      <dl className="gift-details" part="details">
        {gift.title ? <><dt>{t('gift')}</dt><dd part="gift-title">{gift.title}</dd></> : null}
        <dt>{t('for')}</dt><dd part="receiver">{gift.receiverEmail}</dd>
        {amount ? <><dt>{t('paid')}</dt><dd part="amount">{amount}</dd></> : null}
      </dl>
      {gift.message ? <p className="gift-message" part="gift-message">{gift.message}</p> : null}
      <p part="next" className="muted">
        {t(gift.code ? 'sentCode' : 'sentNoCode', { email: gift.receiverEmail })} {t('howToUse')}
      </p>
      {continueUrl ? <a part="continue" href={continueUrl}>{tc('continue')}</a> : null}
    </div>
  );
}
