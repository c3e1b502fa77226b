import { useId, useRef, type HTMLAttributes, type InputHTMLAttributes } from 'react';
import { css, useStyles } from '../../internal/styles';

/**
 * The field rules, adopted by the shadow root only when a field renders there (an element whose
 * first view has no field, like the gate's locked view, does not carry them). `:where()` keeps
 * them at the specificity of plain elements, so an element's own rules win whatever the order
 * in which the sheets were adopted.
 */
export const fieldStyles = css`
  :where(.field) { display: grid; gap: 4px; }
  :where(.field) label { font-weight: 600; font-size: 0.9em; }
  :where(.field) input, :where(.field) select {
    font: inherit;
    width: 100%;
    padding: 0.6em 0.75em;
    border-radius: var(--paywall-radius, 8px);
    border: 1px solid var(--paywall-color-border, #ced4da);
    background: var(--paywall-color-input, #fff);
    color: inherit;
  }
  :where(.field) input[aria-invalid='true'] { border-color: var(--paywall-color-danger, #c92a2a); }
  :where(.field) .hint { font-size: 0.85em; color: var(--paywall-color-muted, #6c757d); }
  :where(.field) .error { font-size: 0.88em; color: var(--paywall-color-danger, #c92a2a); }
`;

/** The box of a field with its own control (a select, a textarea, a checkbox): `<div class="field">` with the field rules. */
export function FieldBox({ className, ...div }: HTMLAttributes<HTMLDivElement>) {
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, fieldStyles);
  return <div {...div} ref={ref} className={className ? `field ${className}` : 'field'} />;
}

/** Props of `Field`: a labelled input with an optional hint and error. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'onInput'> {
  label: string;
  name: string;
  value: string;
  onValue: (value: string) => void;
  error?: string | null;
  hint?: string;
}

/**
 * A labelled input wired for screen readers: `aria-invalid` and `aria-describedby` follow the
 * error and hint. Errors are text only.
 */
export function Field({ label, name, value, onValue, error, hint, ...input }: FieldProps) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  useStyles(ref, fieldStyles);
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div ref={ref} className="field" part={`field field-${name}`}>
      <label htmlFor={id} part="label">{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        part={`input input-${name}`}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onInput={(e) => onValue(e.currentTarget.value)}
      />
      {hint ? <span className="hint" id={`${id}-hint`}>{hint}</span> : null}
      {error ? <span className="error" id={`${id}-error`} part="field-error">{error}</span> : null}
    </div>
  );
}
