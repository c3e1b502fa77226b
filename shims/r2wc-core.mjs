// Script-tag build stand-in for `@r2wc/core`: its custom-element class, for the attribute types the
// elements declare (string, number, boolean) and without the events option, which they do not use,
// in about half its bytes. It keeps r2wc's contract as elements/define.ts relies on it: the same
// symbols for the props, the render and the connected flag; a render on every attribute the upgrade
// reports (connected or not); an empty attribute leaving its prop as it was; a property set written
// back to its attribute. The ES modules for bundlers (dist/esm) import r2wc itself; test/browser/r2wc-core.test.ts drives both the same
// way in Chromium and compares what their renderers were told.
const RENDER = Symbol.for('r2wc.render');
const CONNECTED = Symbol.for('r2wc.connected');
const CONTEXT = Symbol.for('r2wc.context');
const PROPS = Symbol.for('r2wc.props');

const TYPES = {
  string: { parse: (v) => v, stringify: (v) => v },
  number: { parse: (v) => parseFloat(v), stringify: (v) => `${v}` },
  boolean: { parse: (v) => /^[ty1-9]/i.test(v), stringify: (v) => (v ? 'true' : 'false') },
};

/** `r2wc(Component, { shadow, props }, renderer)`: a custom-element class rendering `Component` through `renderer`. */
export default function r2wc(component, options, renderer) {
  const types = options.props ?? {};
  const names = Object.keys(types);
  const attributeOf = {};
  const propOf = {};
  for (const name of names) {
    const attribute = name.replace(/([a-z0-9])([A-Z])/g, (_, a, b) => `${a}-${b.toLowerCase()}`);
    attributeOf[name] = attribute;
    propOf[attribute] = name;
  }
  const typeOf = (name) => TYPES[types[name]];

  class Element extends HTMLElement {
    static get observedAttributes() {
      return Object.keys(propOf);
    }
    [CONNECTED] = true;
    [CONTEXT];
    [PROPS] = {};
    container;
    constructor() {
      super();
      this.container = options.shadow ? this.attachShadow({ mode: options.shadow }) : this;
      this[PROPS].container = this.container;
      for (const name of names) {
        const value = this.getAttribute(attributeOf[name]);
        if (value && typeOf(name)) this[PROPS][name] = typeOf(name).parse(value);
      }
    }
    connectedCallback() {
      this[CONNECTED] = true;
      this[RENDER]();
    }
    disconnectedCallback() {
      this[CONNECTED] = false;
      if (this[CONTEXT]) renderer.unmount(this[CONTEXT]);
      delete this[CONTEXT];
    }
    attributeChangedCallback(attribute, old, value) {
      const name = propOf[attribute];
      if (name in types && value && typeOf(name)) {
        this[PROPS][name] = typeOf(name).parse(value);
        this[RENDER]();
      }
    }
    [RENDER]() {
      if (!this[CONNECTED]) return;
      if (this[CONTEXT]) renderer.update(this[CONTEXT], this[PROPS]);
      else this[CONTEXT] = renderer.mount(this.container, component, this[PROPS]);
    }
  }
  for (const name of names) {
    Object.defineProperty(Element.prototype, name, {
      enumerable: true,
      configurable: true,
      get() {
        return this[PROPS][name];
      },
      set(value) {
        this[PROPS][name] = value;
        const type = typeOf(name);
        if (type) {
          const text = type.stringify(value);
          if (this.getAttribute(attributeOf[name]) !== text) {
            if (text == null) this.removeAttribute(attributeOf[name]);
            else this.setAttribute(attributeOf[name], text);
          }
        } else this[RENDER]();
      },
    });
  }
  return Element;
}
