// Script-tag build stand-in for `destr` (ofetch's JSON parser): JSON.parse, else the text itself.
export default function destr(text) {
  if (typeof text !== 'string') return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
export { destr };
