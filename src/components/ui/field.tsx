import { useId, type InputHTMLAttributes } from 'react';

/** Props of `Field`: a labelled input with an optional hint and error. */
export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> {
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
  const described = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field" part={`field field-${name}`}>
      <label htmlFor={id} part="label">{label}</label>
      <input
        {...input}
        id={id}
        name={name}
        value={value}
        part={`input input-${name}`}
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={described}
        onChange={(e) => onValue(e.currentTarget.value)}
      />
      {hint ? <span className="hint" id={`${id}-hint`}>{hint}</span> : null}
      {error ? <span className="error" id={`${id}-error`} part="field-error">{error}</span> : null}
    </div>
  );
}
