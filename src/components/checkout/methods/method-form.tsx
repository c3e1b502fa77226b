import { lazy, Suspense, type ComponentType } from 'react';
import type { PaymentMethod } from '../../../client/types';
import { Loading } from '../../ui/spinner';
import { methodLabel, offeredMethods, type MethodKind } from './catalog';
import { useT } from '../../../i18n';
import { methods as messages } from '../../../i18n/methods';
import type { MethodFormProps } from './method-view';

export type { MethodFormProps } from './method-view';

const wallet = lazy(() => import('./wallet'));

/** Each method's form, in its own chunk: a page loads only the method the viewer picks. */
const FORMS: Partial<Record<MethodKind, ComponentType<MethodFormProps>>> = {
  ideal: lazy(() => import('./ideal')),
  'direct-debit': lazy(() => import('./direct-debit')),
  paypal: lazy(() => import('./paypal')),
  'apple-pay': wallet,
  'google-pay': wallet,
};

/** Props of `MethodForm`: a method form's props, with the method named by its kind among the platform's methods. */
export interface MethodFormHostProps extends Omit<MethodFormProps, 'method'> {
  kind: string;
  methods: readonly PaymentMethod[];
}

/**
 * The form of a non-card payment method (the card form is the checkout's own). A method the platform
 * does not list for this price (a stale return, say) says so instead of showing a form.
 */
export function MethodForm({ kind, methods, ...p }: MethodFormHostProps) {
  const t = useT(messages);
  const method = offeredMethods(methods, p.fee).find((m) => m.kind === kind);
  const Form = method && FORMS[method.kind];
  if (!method || !Form) return <p className="form-error message" role="alert" part="message" dir={t.dir}>{t('notAvailable')}</p>;
  return (
    <Suspense fallback={<Loading label={t('loadingMethod', { method: methodLabel(method, t) })} />}>
      <Form {...p} method={method} />
    </Suspense>
  );
}

export default MethodForm;
