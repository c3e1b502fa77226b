// Card expiry dates for tests, counted from today: a hard-coded year is refused by the sandbox once
// it has passed, and the card frame refuses it before sending.

/** A card expiry year three years from now. */
export const FUTURE_YEAR = new Date().getUTCFullYear() + 3;
/** The same as the card frame's `MM/YY` field takes it. */
export const FUTURE_EXPIRY = `12/${String(FUTURE_YEAR).slice(-2)}`;
