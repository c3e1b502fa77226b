import { useT } from '../../i18n';
import { common } from '../../i18n/common';

/** An accessible loading line: a spinner and a visible label (default "Loading…" in the page's language), announced politely. */
export function Loading({ label }: { label?: string }) {
  const t = useT(common);
  return (
    <div className="loading" role="status" aria-live="polite" part="loading">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
