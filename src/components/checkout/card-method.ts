import type { PaymentMethod } from '../../client/types';

/** The platform's card method among its payment methods (named after the card, not an external one), if it lists one. */
export const cardMethod = (methods: unknown): PaymentMethod | undefined =>
  (Array.isArray(methods) ? (methods as PaymentMethod[]) : []).find((m) => /card/i.test(String(m.method_name)) && !m.is_external);
