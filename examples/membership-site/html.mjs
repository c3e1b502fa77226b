// A tiny HTML template tag: every value put into a page is escaped, unless it is already HTML made
// by this tag (or `raw`). Arrays are joined, and null, undefined and false leave nothing.

class Html {
  /** @param {string} text */
  constructor(text) {
    this.text = text;
  }
  toString() {
    return this.text;
  }
}

/** Escapes text for HTML content and quoted attribute values. */
export function escapeHtml(value) {
  return String(value).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);
}

/** @returns {string} */
function render(value) {
  if (value instanceof Html) return value.text;
  if (Array.isArray(value)) return value.map(render).join('');
  if (value === null || value === undefined || value === false) return '';
  return escapeHtml(value);
}

/** Markup that is trusted as it is (only for text this program wrote itself). */
export const raw = (text) => new Html(String(text));

/** The template tag: html`<p>${text}</p>`. */
export function html(strings, ...values) {
  return new Html(strings.reduce((out, part, i) => out + part + (i < values.length ? render(values[i]) : ''), ''));
}
