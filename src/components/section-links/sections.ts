/** One h2/h3 heading of the content area, as a link target. */
export interface Section {
  id: string;
  text: string;
  level: 2 | 3;
}

/** A URL fragment made from heading text: lowercase, letters and digits joined by dashes. */
export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return s || 'section';
}

/**
 * The h2/h3 headings of `area` in document order. A heading without an id gets one made from its
 * text, unique in the document (`-2`, `-3`... when taken); headings with an id keep it.
 */
export function collectSections(area: ParentNode, doc: Document = document): Section[] {
  const out: Section[] = [];
  for (const h of area.querySelectorAll<HTMLHeadingElement>('h2, h3')) {
    const text = (h.textContent ?? '').replace(/\s+/g, ' ').trim();
    if (!text) continue;
    if (!h.id) {
      const base = slug(text);
      let id = base;
      for (let n = 2; doc.getElementById(id); n++) id = `${base}-${n}`;
      h.id = id;
    }
    out.push({ id: h.id, text, level: h.localName === 'h2' ? 2 : 3 });
  }
  return out;
}

/**
 * The current section: the last heading whose top is at or above `offset` px from the viewport's
 * top; the first one before any is reached; the last one when the page is scrolled to its end.
 */
export function currentSection(headings: readonly { id: string; top: number }[], offset: number, atEnd: boolean): string | null {
  if (!headings.length) return null;
  if (atEnd) return headings[headings.length - 1].id;
  let current = headings[0].id;
  for (const h of headings) if (h.top <= offset) current = h.id;
  return current;
}
