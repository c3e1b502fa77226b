/**
 * The full-page bank frame of `subscribe.requires.action` (SPEC section 4): a redirect message and
 * the bank's page in a frame that hides the main content until it closes. Only URLs that passed
 * `safeActionUrl` are opened here; the element that renders it adds the sandbox, Cancel and the
 * load watchdog (RELIABILITY B3).
 */
import { atom, readonlyType } from 'nanostores';

/** The message shown above the bank's page. */
export const BANK_FRAME_MESSAGE = 'You are being redirected to your bank to confirm the payment.';

/** The bank frame: closed, or open on a checked URL. */
export type BankFrameState = { status: 'closed' } | { status: 'open'; url: string; message: string };

const frame = atom<BankFrameState>({ status: 'closed' });

/** The bank frame's state. Written through `openBankFrame` / `closeBankFrame`. */
export const $bankFrame = readonlyType(frame);

/** Opens the frame on an already checked URL (a wallet step says so in `message`). */
export function openBankFrame(url: string, message = BANK_FRAME_MESSAGE): void {
  frame.set({ status: 'open', url, message });
}

/** Closes the frame; the main content shows again. */
export function closeBankFrame(): void {
  if (frame.get().status !== 'closed') frame.set({ status: 'closed' });
}
