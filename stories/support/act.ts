/**
 * Story steps inside an element's shadow root: wait for a control, click it or type into it the way a
 * viewer does, so a story can open a state that takes a step (a chosen method, a checked code).
 * Not part of the library.
 */

let story = 0;

/** Called before each story renders: steps still waiting for an earlier story's element give up. */
export function nextStory(): void {
  story++;
}

/**
 * Resolves with the first match of `selector` in the shadow root of the `tag` element (or null after
 * `timeout`, or once another story is shown: a step never acts on the next story's element).
 */
export async function findIn<T extends Element = HTMLElement>(tag: string, selector: string, timeout = 8000): Promise<T | null> {
  const end = Date.now() + timeout;
  const mine = story;
  while (Date.now() < end && story === mine) {
    const found = document.querySelector(tag)?.shadowRoot?.querySelector<T>(selector);
    if (found) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

/** Clicks the first match of `selector` in the `tag` element once it is there. */
export async function clickIn(tag: string, selector: string): Promise<void> {
  (await findIn<HTMLElement>(tag, selector))?.click();
}

/** Types `value` into the input matching `selector` in the `tag` element (as React sees typing). */
export async function typeIn(tag: string, selector: string, value: string): Promise<void> {
  const input = await findIn<HTMLInputElement>(tag, selector);
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}
