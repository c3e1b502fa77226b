/** How long a toast stays on screen, in milliseconds (SPEC section 9: toast lifetime 4 s). */
export const TOAST_LIFETIME_MS = 4000;
