import { useT } from '../../i18n';
import { login } from '../../i18n/login';
import { useId } from 'react';
import { Field, FieldBox } from '../ui/field';
import type { ExtraField, FieldErrors } from './validate';

/** Props of `RegisterFields`. */
export interface RegisterFieldsProps {
  fields: readonly ExtraField[];
  values: Record<string, string>;
  /** Errors keyed `extra.<name>`. */
  errors: FieldErrors;
  onValue: (name: string, value: string) => void;
}

const INPUT_TYPES: Record<string, string> = { datepicker: 'date', date: 'date', email: 'email', number: 'number', phone: 'tel', tel: 'tel', url: 'url' };

/**
 * The merchant's extra sign-up fields from the platform: text-like inputs, dates, checkboxes and
 * choices. Labels and options are platform text, rendered as text.
 */
export function RegisterFields({ fields, values, errors, onValue }: RegisterFieldsProps) {
  return (
    <fieldset className="register-fields" part="register-fields">
      <legend className="visually-hidden">More about you</legend>
      {fields.map((f) => {
        const error = errors[`extra.${f.name}`];
        const value = values[f.name] ?? '';
        if (f.type === 'checkbox') return <CheckboxField key={f.name} field={f} checked={value === 'true'} error={error} onValue={onValue} />;
        if ((f.type === 'select' || f.type === 'radio' || f.type === 'dropdown') && f.options?.length) {
          return <SelectField key={f.name} field={f} value={value} error={error} onValue={onValue} />;
        }
        return (
          <Field key={f.name} label={f.label} name={`extra-${f.name}`} type={INPUT_TYPES[f.type] ?? 'text'} required={f.required}
            placeholder={f.placeholder || undefined} value={value} error={error} onValue={(v) => onValue(f.name, v)} hint={f.hint} />
        );
      })}
    </fieldset>
  );
}

function CheckboxField({ field, checked, error, onValue }: { field: ExtraField; checked: boolean; error?: string; onValue: (n: string, v: string) => void }) {
  const id = useId();
  return (
    <FieldBox className="checkbox" part={`field field-extra-${field.name}`}>
      <label htmlFor={id} part="label">
        <input id={id} type="checkbox" name={`extra-${field.name}`} checked={checked} required={field.required} part="checkbox"
          aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onValue(field.name, e.currentTarget.checked ? 'true' : 'false')} />
        {' '}{field.label}
      </label>
      {error ? <span className="error" id={`${id}-error`} part="field-error">{error}</span> : null}
    </FieldBox>
  );
}

function SelectField({ field, value, error, onValue }: { field: ExtraField; value: string; error?: string; onValue: (n: string, v: string) => void }) {
  const id = useId();
  const t = useT(login);
  return (
    <FieldBox part={`field field-extra-${field.name}`}>
      <label htmlFor={id} part="label">{field.label}</label>
      <select id={id} name={`extra-${field.name}`} value={value} required={field.required} part="select"
        aria-invalid={error ? 'true' : undefined} aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onValue(field.name, e.currentTarget.value)}>
        <option value="">{t('choose')}</option>
        {(field.options ?? []).map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error ? <span className="error" id={`${id}-error`} part="field-error">{error}</span> : null}
    </FieldBox>
  );
}
