/** Browser-test helper for elements shown in another language. Not part of the library. */
import { setConfig } from '../../src/stores/config';
import { fixture, waitFor } from './dom';

/**
 * Sets the page's locale, puts `html` in the page and waits until `shown(el)` holds (a text of the
 * element in that language; `what` names it when the wait fails). Returns the element.
 */
export async function inLocale<T extends HTMLElement = HTMLElement>(locale: string, html: string, shown: (el: T) => unknown, what: string): Promise<T> {
  setConfig({ locale });
  const el = fixture<T>(html);
  await waitFor(() => shown(el), { message: what });
  return el;
}
