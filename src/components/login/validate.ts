import { useEffect, useState } from 'react';
import { checks, type ChecksT } from '../../i18n/checks';
import { useT } from '../../i18n';
import { retryWait } from '../ui/retry-wait';
import { translator } from '../../i18n/core';

/** The `checks` messages in English (with the merchant's overrides), the checks' default language. */
const english: ChecksT = translator(checks, 'en');

/** Field errors of a form: field name → sentence (absent when the field is fine). */
export type FieldErrors = Partial<Record<string, string>>;

/** Minimum password length the platform accepts (the account's password form has its own copy, see there). */
export const MIN_PASSWORD_LENGTH = 8;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether a string looks like an e-mail address (the server decides in the end). */
export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

function email(value: string, errors: FieldErrors, t: ChecksT, field = 'email') {
  if (!value.trim()) errors[field] = t('emailMissing');
  else if (!isEmail(value)) errors[field] = t('emailInvalid');
}

function newPassword(password: string, confirmation: string, errors: FieldErrors, t: ChecksT) {
  if (!password) errors.password = t('passwordChoose');
  else if (password.length < MIN_PASSWORD_LENGTH) errors.password = t('passwordShort', { min: MIN_PASSWORD_LENGTH });
  if (!confirmation) errors.passwordConfirmation = t('passwordRepeat');
  else if (password && confirmation !== password) errors.passwordConfirmation = t('passwordMismatch');
}

/** Sign-in form checks, in `t`'s language. */
export function validateSignIn(v: { email: string; password: string }, t: ChecksT = english): FieldErrors {
  const errors: FieldErrors = {};
  email(v.email, errors, t);
  if (!v.password) errors.password = t('passwordMissing');
  return errors;
}

/** A merchant register field as the form needs it. */
export interface ExtraField {
  name: string;
  label: string;
  /** Platform field type: input, email, number, datepicker, checkbox, select, radio, country... */
  type: string;
  required: boolean;
  defaultValue?: string;
  placeholder?: string;
  options?: Array<{ value: string; label: string }>;
  /** The merchant's minimum age: the field is a date of birth at least this many years ago (sign-up only). */
  minAge?: number;
  /** A hint under the field. */
  hint?: string;
}


/** Sign-up form checks (in `t`'s language), including the merchant's required register fields. */
export function validateSignUp(
  v: { fullName: string; email: string; password: string; passwordConfirmation: string; extra: Record<string, string> },
  fields: readonly ExtraField[] = [],
  t: ChecksT = english,
): FieldErrors {
  const errors: FieldErrors = {};
  if (!v.fullName.trim()) errors.fullName = t('nameMissing');
  email(v.email, errors, t);
  newPassword(v.password, v.passwordConfirmation, errors, t);
  for (const f of fields) {
    const value = v.extra[f.name] ?? '';
    if (f.required && (f.type === 'checkbox' ? value !== 'true' : !value.trim())) errors[`extra.${f.name}`] = t('fieldRequired', { field: f.label || f.name });
  }
  return errors;
}

/** Forgot-password form checks. */
export function validateForgot(v: { email: string }, t: ChecksT = english): FieldErrors {
  const errors: FieldErrors = {};
  email(v.email, errors, t);
  return errors;
}

/** Reset-password form checks. */
export function validateReset(v: { password: string; passwordConfirmation: string }, t: ChecksT = english): FieldErrors {
  const errors: FieldErrors = {};
  newPassword(v.password, v.passwordConfirmation, errors, t);
  return errors;
}

/** Platform field names → our form's field names, for the server's per-field validation errors. */
const SERVER_FIELDS: Record<string, string> = {
  username: 'email',
  email: 'email',
  full_name: 'fullName',
  password: 'password',
  password_confirmation: 'passwordConfirmation',
};

/**
 * Splits a platform validation error (`{code, errors: {field: message}}`) into messages for our
 * fields (the merchant's register fields as `extra.<name>`) and the rest. Only short string
 * messages are kept; everything is shown as text.
 */
export function serverFieldErrors(error: unknown): FieldErrors {
  const data = (error as { data?: { errors?: unknown } } | null)?.data;
  const raw = data && typeof data === 'object' ? (data as { errors?: unknown }).errors : undefined;
  const out: FieldErrors = {};
  if (!raw || typeof raw !== 'object') return out;
  for (const [key, message] of Object.entries(raw as Record<string, unknown>)) {
    const text = Array.isArray(message) ? message.find((m) => typeof m === 'string') : message;
    if (typeof text !== 'string' || !text.trim() || text.length > 300) continue;
    // our own fields by name; any other is a register field's (`date_of_birth`, the merchant's)
    out[SERVER_FIELDS[key] ?? `extra.${key}`] = text;
  }
  return out;
}

/** True when there is at least one error. */
export function hasErrors(errors: FieldErrors): boolean {
  return Object.values(errors).some(Boolean);
}

// The wait after "too many attempts" lives here, with the forms' checks and their texts, because
// every form that has one uses it (the sign-in forms, the gate's access code, the account's PIN): the
// build keeps it in their chunk instead of one of its own that every page's imports would list.

/** A form's wait after the platform said "too many attempts" (429). */
export interface Cooldown {
  /** Whole seconds left (0: the form may be sent). */
  left: number;
  /**
   * Starts the wait a failure asks for: for a 429, returns what to tell the viewer ("Too many
   * attempts. Try again in 30 s.") and starts the count; for any other failure, null (nothing starts).
   */
  start(error: unknown): string | null;
  /** Forgets any wait (a new attempt starts). */
  reset(): void;
  /** The submit button's label: `label`, or "Try again in N s" while waiting. */
  button(label: string): string;
  /** The form's message: `message`, or "You can try again now." once a wait ran out. */
  notice<M extends string | null>(message: M): M | string;
}

/**
 * The wait of a form the platform rate-limits (sign-in, access codes, PINs): started from a 429's
 * `Retry-After`, counted down each second, so the submit button stays disabled and says
 * "Try again in N s" until then and comes back by itself, and the form's message then says it may be
 * sent again. The timer is cleared when the form goes.
 */
export function useCooldown(): Cooldown {
  const t = useT(checks);
  const [left, setLeft] = useState(0);
  const [ended, setEnded] = useState(false);
  useEffect(() => {
    if (!left) return undefined;
    // one second at a time: a busy page may make the wait longer, never shorter
    const id = setTimeout(() => {
      setLeft(left - 1);
      setEnded(left === 1);
    }, 1000);
    return () => clearTimeout(id);
  }, [left]);
  return {
    left,
    start: (error) => {
      const seconds = retryWait(error);
      setLeft(seconds);
      setEnded(false);
      return seconds ? t('tooManyAttempts', { seconds }) : null;
    },
    reset: () => {
      setLeft(0);
      setEnded(false);
    },
    button: (label) => (left ? t('retryIn', { seconds: left }) : label),
    notice: (message) => (ended && message ? t('tryAgainNow') : message),
  };
}
