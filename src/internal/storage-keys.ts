/** sessionStorage key of the purchase a tab left for the bank with (stores/pending-purchase.ts). */
export const PENDING_PURCHASE_KEY = 'paywall-elements.pending-purchase';
