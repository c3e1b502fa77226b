// The script-tag build's stand-in for @r2wc/core (shims/r2wc-core.mjs) against r2wc itself, in
// Chromium: the same element declared through each, driven the same way (attributes before and after
// the upgrade, property sets, an empty attribute, a removed one, a move between parents, a parse of
// markup), must tell its renderer the same things in the same order.
import { expect } from 'chai';
import real from '../../node_modules/@r2wc/core/dist/core.js';
import standIn from '../../shims/r2wc-core.mjs';

type Log = string[];
const PROPS = { itemId: 'string', count: 'number', open: 'boolean', feeId: 'number' } as const;

let n = 0;
/** Declares an element through `make` whose renderer writes every call into `log`; returns its tag. */
function declare(make: typeof real, log: Log, shadow: boolean): string {
  const tag = `x-r2wc-check-${++n}`;
  const show = (props: Record<string, unknown>) => JSON.stringify(Object.fromEntries(Object.entries(props).filter(([k]) => k !== 'container').sort()));
  const renderer = {
    mount: (container: HTMLElement, _c: unknown, props: Record<string, unknown>) => {
      log.push(`mount ${container instanceof ShadowRoot ? 'shadow' : 'light'} ${show(props)}`);
      return { id: n };
    },
    update: (_ctx: unknown, props: Record<string, unknown>) => void log.push(`update ${show(props)}`),
    unmount: () => void log.push('unmount'),
  };
  customElements.define(tag, make((() => null) as never, { shadow: shadow ? 'open' : undefined, props: PROPS as never }, renderer as never));
  return tag;
}

/** The same script for either implementation: what its renderer heard, and what the element says. */
function drive(make: typeof real, shadow: boolean): Log {
  const log: Log = [];
  const box = document.createElement('div');
  document.body.append(box);
  try {
    // parsed before the tag exists, then upgraded in place
    const early = `x-r2wc-check-${n + 1}`;
    box.innerHTML = `<${early} item-id="7" count="3" open="" fee-id="x"></${early}>`;
    const tag = declare(make, log, shadow);
    const el = box.firstElementChild as HTMLElement & Record<string, unknown>;
    log.push(`observed ${(customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes.join(',')}`);
    el.setAttribute('count', '4.5');
    el.setAttribute('open', 'yes');
    el.setAttribute('open', '');
    el.setAttribute('open', 'false');
    el.removeAttribute('item-id');
    el.count = 9;
    el.count = 9;
    el.itemId = 'abc';
    el.open = true;
    log.push(`props ${String(el.itemId)} ${String(el.count)} ${String(el.open)} attrs ${el.getAttribute('count')} ${el.getAttribute('open')}`);
    el.remove();
    log.push(`removed ${String(el.count)}`);
    el.setAttribute('count', '11');
    box.append(el);
    // created in script, attributes set before it is connected
    const made = document.createElement(tag) as HTMLElement & Record<string, unknown>;
    made.setAttribute('fee-id', '60001');
    made.feeId = 60002;
    box.append(made);
    log.push(`made ${String(made.feeId)} ${made.getAttribute('fee-id')} ${made.shadowRoot ? 'shadow' : 'light'}`);
    made.remove();
  } finally {
    box.remove();
  }
  return log;
}

describe('the script-tag build\'s r2wc', () => {
  for (const shadow of [true, false]) {
    it(`tells its renderer what r2wc tells it (${shadow ? 'shadow root' : 'light DOM'})`, () => {
      const expected = drive(real, shadow);
      const actual = drive(standIn, shadow);
      expect(expected.length).to.be.greaterThan(10);
      expect(actual).to.deep.equal(expected);
    });
  }
});
