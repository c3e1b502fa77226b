/** Which version of the library registered a tag: every element class carries it under a global symbol. */

/** The element class property that names the library version that registered it. */
export const VERSION_KEY = Symbol.for('paywall-elements.version');

/** The version of the library that registered a tag on this page, if any. */
export function registeredVersion(tag: string): string | undefined {
  const ctor = typeof customElements === 'undefined' ? undefined : customElements.get(tag);
  return ctor ? (ctor as unknown as Record<symbol, string>)[VERSION_KEY] : undefined;
}
