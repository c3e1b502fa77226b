import { useEffect, useRef, useState } from 'react';

/** How long the button says "Copied" (SPEC section 9: copy button text resets after 10 s). */
export const COPY_RESET_MS = 10_000;

/** Props of `CopyButton`. */
export interface CopyButtonProps {
  /** The text to copy (rendered nowhere by the button itself). */
  text: string;
  label?: string;
  copiedLabel?: string;
  part?: string;
  /** Called after a successful copy. */
  onCopied?(): void;
}

/**
 * A button that copies `text` to the clipboard and says so for 10 s. Where the clipboard is refused
 * (no permission, an insecure page) it says that the text must be copied by hand.
 */
export function CopyButton({ text, label = 'Copy', copiedLabel = 'Copied', part = 'copy-button', onCopied }: CopyButtonProps) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
      onCopied?.();
    } catch {
      setState('failed');
    }
    timer.current = setTimeout(() => setState('idle'), COPY_RESET_MS);
  };
  return (
    <button type="button" className="secondary" part={part} data-state={state} onClick={() => void copy()}>
      {state === 'copied' ? copiedLabel : state === 'failed' ? 'Select and copy it by hand' : label}
    </button>
  );
}
