/**
 * The merchant's register fields, read for the sign-up form and for the account's details form
 * (which should not have to load the sign-in code to get them).
 */
import type { PaywallClient } from '../../client';
import type { RegisterField } from '../../client/types';
import type { ExtraField } from './validate';

/** Fields the standard form already asks for; the merchant's copies of them are not shown twice. */
const STANDARD = new Set(['full_name', 'name', 'email', 'email_address', 'username', 'password', 'password_confirmation']);

/**
 * The merchant's extra register fields (beyond name, e-mail and password), asked of `client` (given,
 * not imported: the sign-up form's first view carries this module without the client's code).
 */
export async function loadRegisterFields(client: Pick<PaywallClient, 'accounts'>): Promise<ExtraField[]> {
  const r = await client.accounts.getRegisterFields();
  const list: RegisterField[] = Array.isArray(r?.collection) ? r.collection : [];
  return list
    .filter((f) => f && typeof f.name === 'string' && /^[\w.-]{1,64}$/.test(f.name) && !STANDARD.has(f.name))
    .map((f) => ({
      name: f.name,
      label: typeof f.label === 'string' && f.label.trim() ? f.label : f.name,
      type: typeof f.type === 'string' ? f.type : 'input',
      required: f.required === true,
      defaultValue: typeof f.default_value === 'string' ? f.default_value : '',
      placeholder: typeof f.placeholder === 'string' ? f.placeholder : '',
      options: optionsOf(f.options),
    }));
}

function optionsOf(raw: unknown): Array<{ value: string; label: string }> {
  if (Array.isArray(raw)) {
    return raw
      .map((o) => (typeof o === 'string' ? { value: o, label: o } : o && typeof o === 'object' ? { value: String((o as { value?: unknown }).value ?? ''), label: String((o as { label?: unknown; name?: unknown }).label ?? (o as { name?: unknown }).name ?? (o as { value?: unknown }).value ?? '') } : null))
      .filter((o): o is { value: string; label: string } => !!o && o.value !== '');
  }
  if (raw && typeof raw === 'object') return Object.entries(raw as Record<string, unknown>).map(([value, label]) => ({ value, label: String(label) }));
  return [];
}
