import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { PaymentMethod } from '../../../client/types';
import { MethodChoice } from './choice';
import { Loading } from '../../ui/spinner';
import { methodLabel, offeredMethods } from './catalog';
import { useT } from '../../../i18n';
import { methods as messages } from '../../../i18n/methods';
import type { MethodFormProps } from './method-view';

// the card is chosen first: another method's form (and the list of their chunks) loads when chosen
const MethodForm = lazy(() => import('./method-form').then((m) => ({ default: m.MethodForm })));

/** Props of `Methods`. */
export interface MethodsProps extends Omit<MethodFormProps, 'method'> {
  /** The platform's methods (GET /payments/methods). */
  methods: readonly PaymentMethod[];
  /** The checkout's card form, shown while the card is chosen (the default). */
  card: ReactNode;
  /** The method the viewer left for a bank or wallet step with (back on this page), if not the card. */
  returnMethod?: string;
  /** A payment is under way: the choice is locked. */
  locked: boolean;
  /** The viewer chose another method (the checkout forgets the last method's phase). */
  onChange(): void;
}

/**
 * The checkout's payment methods, loaded only when the platform lists more than one: the choice
 * (card first and by default) and the chosen method's form, each method in its own chunk.
 */
export function Methods({ methods, card, returnMethod, locked, onChange, ...form }: MethodsProps) {
  const [kind, setKind] = useState(returnMethod || 'card');
  const t = useT(messages);
  const chosen = kind === 'card' ? undefined : offeredMethods(methods, form.fee).find((m) => m.kind === kind);
  return (
    <>
      <MethodChoice methods={methods} fee={form.fee} selected={kind} disabled={locked}
        onSelect={(m) => {
          if (m.kind === kind) return;
          setKind(m.kind);
          onChange();
        }} />
      {kind === 'card' ? card : (
        <Suspense fallback={<Loading label={chosen ? t('loadingMethod', { method: methodLabel(chosen, t) }) : undefined} />}>
          <MethodForm {...form} kind={kind} methods={methods} />
        </Suspense>
      )}
    </>
  );
}

export default Methods;
