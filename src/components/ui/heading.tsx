import { createContext, createElement, useContext, type HTMLAttributes, type ReactNode } from 'react';

/**
 * The heading level an element's own top headings take on the page (`heading-level`), shared with
 * the components it shows (the sign-in form inside the account takes the account's level).
 */
const TopLevel = createContext<number | undefined>(undefined);

const clamp = (n: number) => Math.min(6, Math.max(1, Math.round(n)));

/** A `heading-level` attribute's value as a level 1 to 6, or undefined when it is not one. */
export function headingLevelOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : Number.NaN;
  return Number.isFinite(n) && n >= 1 && n <= 6 ? Math.round(n) : undefined;
}

/**
 * Sets the level of the top headings for what it wraps: the element's `heading-level` when given,
 * else the level of an element it sits in, else `fallback` (the element's default).
 */
export function HeadingLevel({ level, fallback, children }: { level?: unknown; fallback: number; children?: ReactNode }) {
  const outer = useContext(TopLevel);
  return createElement(TopLevel.Provider, { value: headingLevelOf(level) ?? outer ?? fallback }, children);
}

/** Props of `Heading`. */
export interface HeadingProps extends HTMLAttributes<HTMLHeadingElement> {
  /** 0 for the element's top headings, 1 for the headings under them, and so on. @default 0 */
  depth?: number;
  /** The level it looks like (its size and margins stay the same whatever its level). */
  look: 2 | 3 | 4;
  part?: string;
  children?: ReactNode;
}

/**
 * A heading whose level follows the page (`heading-level` on the element: its top headings take
 * that level, the ones under them the next) and whose look stays the element's own (`data-look`).
 * Without a level from the page it is `look`'s level at depth 0, as before.
 */
export function Heading({ depth = 0, look, children, ...rest }: HeadingProps) {
  const top = useContext(TopLevel);
  const level = clamp((top ?? look - depth) + depth);
  return createElement(`h${level}`, { ...rest, 'data-look': String(look) }, children);
}

/**
 * The component with its headings' levels set: by its `headingLevel` prop (the `heading-level`
 * attribute), else by an element it is shown inside, else `fallback`.
 */
export function withHeadingLevel<P extends object>(component: (props: P) => ReactNode, fallback: number): (props: P & { headingLevel?: number | string }) => ReactNode {
  return (props) => createElement(HeadingLevel, { level: props.headingLevel, fallback }, createElement(component as never, props));
}
