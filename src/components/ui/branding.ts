import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { useStore } from '@nanostores/react';
import { adoptSheets, type LazySheet } from '../../internal/styles';
import { $config, platformKey } from '../../stores/config';
import { loadBranding, loadedBranding, type BrandingLike } from '../../stores/branding';

export type { BrandingLike };


// The platform's branding sets its own properties, which the stylesheets read only after the
// merchant's (`var(--paywall-color-primary, var(--paywall-brand-primary, <default>))`): a merchant's
// `--paywall-*` value wins whether it is set on the element or inherited from the page.
const MAP: Array<[keyof BrandingLike, string]> = [
  ['primary_color', '--paywall-brand-primary'],
  ['secondary_color', '--paywall-brand-secondary'],
  ['text_color', '--paywall-brand-text'],
  ['background_color', '--paywall-brand-surface'],
];

/** Accepts only plain colour values, so branding text can never inject CSS. */
export function safeColor(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const v = value.trim();
  if (/^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.test(v)) return v;
  if (/^(rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/+-]+\)$/i.test(v)) return v;
  if (/^[a-z]{3,20}$/i.test(v)) return v;
  return null;
}

/**
 * CSS text that sets the `--paywall-brand-*` properties from the platform's branding on `:host`.
 * The stylesheets read them only where the merchant set no `--paywall-*` value (on the element or
 * inherited from the page), so the merchant's theme always wins.
 */
export function brandingCss(branding: BrandingLike | null | undefined): string {
  if (!branding || typeof branding !== 'object') return '';
  const decls: string[] = [];
  for (const [key, prop] of MAP) {
    const color = safeColor(branding[key]);
    if (color) decls.push(`${prop}: ${color};`);
  }
  if (typeof branding.font_family === 'string' && /^[\w\s,'"-]{1,80}$/.test(branding.font_family)) {
    decls.push(`--paywall-brand-font-family: ${branding.font_family};`);
  }
  return decls.length ? `:host { ${decls.join(' ')} }` : '';
}

const sheets = new Map<string, LazySheet>();

/** Adopts (once per distinct branding) a sheet with the branding's custom properties into `root`. */
export function applyBranding(root: ShadowRoot | Document, branding: BrandingLike | null | undefined): void {
  const text = brandingCss(branding);
  if (!text) return;
  let sheet = sheets.get(text);
  if (!sheet) {
    let made: CSSStyleSheet | undefined;
    sheet = {
      cssText: text,
      get() {
        if (!made) {
          made = new CSSStyleSheet();
          made.replaceSync(text);
        }
        return made;
      },
    };
    sheets.set(text, sheet);
  }
  adoptSheets(root, [sheet]);
}

/**
 * Maps the platform's branding onto the element's `--paywall-*` custom properties once it has
 * loaded. Never delays the first render: the request starts after it.
 */
export function useBranding(ref: RefObject<Element | null>): void {
  const platform = platformKey(useStore($config));
  const [branding, setBranding] = useState<BrandingLike | null>(loadedBranding);
  useEffect(() => {
    let live = true;
    loadBranding().then((b) => live && setBranding(b));
    return () => {
      live = false;
    };
  }, [platform]);
  useLayoutEffect(() => {
    const root = ref.current?.getRootNode();
    if (branding && (root instanceof ShadowRoot || root instanceof Document)) applyBranding(root, branding);
  }, [branding, ref]);
}
