/** Shape checks shared by the frame protocols: a plain object, a string of at most `max` characters. */

/** True for a plain (non-array) object. */
export const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/** True for a string of at most `max` characters. */
export const isStr = (v: unknown, max = 2048): v is string => typeof v === 'string' && v.length <= max;
