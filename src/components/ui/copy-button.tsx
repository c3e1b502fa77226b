import { useEffect, useRef, useState } from 'react';

/** How long the button says "Copied" (SPEC section 9: copy button text resets after 10 s). */
export const COPY_RESET_MS = 10_000;

/** How a text reached the clipboard: the Clipboard API, or the selection-and-copy fallback. */
export type CopyMethod = 'clipboard' | 'fallback';

/**
 * Copies `text`: the Clipboard API first; where it is missing or refused (no permission, an
 * insecure page, an older browser), a selected off-screen textarea and the copy command. Resolves
 * to how it was copied, or null when neither worked. Never throws.
 */
export async function copyText(text: string, near?: Node | null): Promise<CopyMethod | null> {
  try {
    if (!navigator.clipboard?.writeText) throw new Error('no Clipboard API');
    await navigator.clipboard.writeText(text);
    return 'clipboard';
  } catch {
    // fall back to the selection below
  }
  if (typeof document === 'undefined') return null;
  const root = near?.getRootNode();
  const parent = root instanceof ShadowRoot ? root : document.body;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.setAttribute('aria-hidden', 'true');
  area.style.cssText = 'position:fixed;top:0;left:-9999px;opacity:0';
  const active = (root instanceof ShadowRoot ? root.activeElement : document.activeElement) as HTMLElement | null;
  parent.append(area);
  try {
    area.select();
    area.setSelectionRange(0, text.length);
    return document.execCommand('copy') ? 'fallback' : null;
  } catch {
    return null;
  } finally {
    area.remove();
    active?.focus?.();
  }
}

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  /** The text to copy (rendered nowhere by the button itself). */
  text: string;
  label?: string;
  copiedLabel?: string;
  /** The button's text when copying failed. @default 'Select and copy it by hand' */
  failedLabel?: string;
  /** Announced after a copy. @default 'Copied to the clipboard.' */
  copiedStatus?: string;
  /** Announced when copying failed. @default 'Could not copy. Select the code and copy it by hand.' */
  failedStatus?: string;
  part?: string;
  /** The button's accessible name when it should say more than its label, e.g. "Copy code PARTNER-20". */
  ariaLabel?: string;
  /** Called after a successful copy, with how it was copied. */
  onCopied?(method: CopyMethod): void;
}

/**
 * A button that copies `text` to the clipboard and says so for 10 s, announced to screen readers.
 * Where neither the Clipboard API nor the fallback works it says that the text must be copied by hand.
 */
export function CopyButton({
  text, label = 'Copy', copiedLabel = 'Copied', failedLabel = 'Select and copy it by hand', copiedStatus = 'Copied to the clipboard.',
  failedStatus = 'Could not copy. Select the code and copy it by hand.', part = 'copy-button', ariaLabel, onCopied,
}: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    const method = await copyText(text, button.current);
    setState(method ? 'copied' : 'failed');
    if (method) onCopied?.(method);
    timer.current = setTimeout(() => setState('idle'), COPY_RESET_MS);
  };
  return (
    <>
      <button ref={button} type="button" className="secondary" part={part} data-state={state} aria-label={state === 'idle' ? ariaLabel : undefined} onClick={() => void copy()}>
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : label}
      </button>
      <span className="visually-hidden" role="status" part="copy-status">
        {state === 'copied' ? copiedStatus : state === 'failed' ? failedStatus : ''}
      </span>
    </>
  );
}
