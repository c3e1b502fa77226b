/**
 * What the parent may see of a platform answer to a money-moving request (the card frame's result,
 * and the non-card methods' answers): known fields only, strings only, and validation errors
 * flattened to one text per field. Its own module, so a page that only takes cards does not load it.
 */
import { isObj, isStr } from './guards';
import type { ResultBody } from './card-protocol';


/**
 * Reduces a platform response body to what the parent may see (`ResultBody`): known fields only,
 * strings only, and validation errors flattened to one text per field.
 */
export function toResultBody(raw: unknown): ResultBody {
  const out: ResultBody = {};
  if (!isObj(raw)) return out;
  if (typeof raw.code === 'number' || (typeof raw.code === 'string' && raw.code.length <= 64)) out.code = raw.code;
  if (isStr(raw.message, 2000)) out.message = raw.message;
  for (const k of ['redirect_to_url', 'pi_id', 'transaction'] as const) {
    const v = raw[k];
    if (isStr(v, k === 'redirect_to_url' ? 2048 : 255) && v) out[k] = v;
  }
  if (isObj(raw.errors)) {
    const errors: Record<string, string> = {};
    for (const [k, v] of Object.entries(raw.errors).slice(0, 20)) {
      const text = Array.isArray(v) ? v.find((x) => typeof x === 'string') : v;
      if (typeof text === 'string') errors[k.slice(0, 64)] = text.slice(0, 500);
    }
    out.errors = errors;
  }
  return out;
}
