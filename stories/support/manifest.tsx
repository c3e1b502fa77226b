/**
 * The elements' documentation from the Custom Elements Manifest (elements/paywall-*.ts headers, via
 * `virtual:custom-elements-manifest`): tables for the reference stories, and controls for the
 * stories whose args are attributes. Not part of the library.
 */
import type { ArgTypes } from '@storybook/react-vite';
import manifest from 'virtual:custom-elements-manifest';

/** One documented attribute, event, slot, part or custom property. */
export interface ManifestEntry {
  name: string;
  description: string;
  type?: { text: string };
}

/** An element's declaration in the manifest. */
export interface ElementDoc {
  tagName: string;
  summary: string;
  attributes: ManifestEntry[];
  events: ManifestEntry[];
  slots: ManifestEntry[];
  cssParts: ManifestEntry[];
  cssProperties: ManifestEntry[];
}

/** The manifest's shape as far as the stories read it. */
export interface Manifest {
  modules: Array<{ path: string; declarations: ElementDoc[] }>;
}

/** Every documented element, by tag. */
export const ELEMENTS: ReadonlyMap<string, ElementDoc> = new Map(
  manifest.modules.flatMap((m) => m.declarations).filter((d) => d.tagName).map((d) => [d.tagName, d]),
);

/** The manifest's declaration of `tag` (throws for an undocumented tag, so a renamed element fails its story). */
export function elementDoc(tag: string): ElementDoc {
  const doc = ELEMENTS.get(tag);
  if (!doc) throw new Error(`${tag} is not in the custom elements manifest`);
  return doc;
}

/**
 * Controls for a story's attribute args, described from the manifest: `args` maps each arg name
 * to the attribute it sets (`{ itemId: 'item-id' }`). Booleans get a switch, numbers a number
 * field, the rest a text field (an arg that already has argTypes, such as a select, keeps its control).
 */
export function attributeArgTypes(tag: string, args: Record<string, string>, own: Partial<ArgTypes> = {}): Partial<ArgTypes> {
  const { attributes } = elementDoc(tag);
  const out: Partial<ArgTypes> = {};
  for (const [arg, name] of Object.entries(args)) {
    const attr = attributes.find((a) => a.name === name);
    if (!attr) throw new Error(`${tag} documents no attribute ${name}`);
    const type = attr.type?.text ?? 'string';
    out[arg] = {
      name: arg, description: `\`${name}\`: ${attr.description}`,
      control: type === 'boolean' ? 'boolean' : type === 'number' ? 'number' : 'text',
      table: { category: 'attributes', type: { summary: type } },
      ...own[arg],
    };
  }
  return { ...own, ...out };
}

/** Text with `code` spans, as the manifest's descriptions write them. */
function Described({ text }: { text: string }) {
  return <>{text.split('`').map((s, i) => (i % 2 ? <code key={i}>{s}</code> : s))}</>;
}

const cell = { textAlign: 'start', verticalAlign: 'top', padding: '6px 12px 6px 0', borderBottom: '1px solid #d0d4da' } as const;

/** One table of the reference: name, (type,) description. */
function Table({ caption, entries, typed = false }: { caption: string; entries: ManifestEntry[]; typed?: boolean }) {
  if (!entries.length) return null;
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', margin: '0 0 28px' }}>
      <caption style={{ textAlign: 'start', fontWeight: 700, fontSize: '1.1rem', padding: '0 0 8px' }}>{caption} ({entries.length})</caption>
      <thead>
        <tr>
          <th scope="col" style={cell}>Name</th>
          {typed && <th scope="col" style={cell}>Type</th>}
          <th scope="col" style={cell}>Description</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e, i) => (
          <tr key={`${e.name}-${i}`}>
            <th scope="row" style={{ ...cell, fontWeight: 400 }}><code>{e.name || '(default)'}</code></th>
            {typed && <td style={cell}><code>{e.type?.text ?? 'string'}</code></td>}
            <td style={cell}><Described text={e.description} /></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The reference page of one element: its summary, then attributes, events, slots, parts and custom properties as tables. */
export function ElementReference({ tag }: { tag: string }) {
  const doc = elementDoc(tag);
  return (
    <article data-reference={tag} style={{ marginBlockEnd: 48,  font: '15px/1.5 system-ui, sans-serif', color: '#1d1d1f', maxWidth: 960 }}>
      <h1 style={{ fontSize: '1.6rem', margin: '0 0 8px' }}><code>{`<${tag}>`}</code></h1>
      <p style={{ margin: '0 0 24px' }}><Described text={doc.summary} /></p>
      <Table caption="Attributes" entries={doc.attributes} typed />
      <Table caption="Events" entries={doc.events} />
      <Table caption="Slots" entries={doc.slots} />
      <Table caption="CSS parts" entries={doc.cssParts} />
      <Table caption="CSS custom properties" entries={doc.cssProperties} />
    </article>
  );
}
