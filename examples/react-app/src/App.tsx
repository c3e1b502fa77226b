// One video page: the viewer's account, the locked video with its gate, the prices as cards and the
// checkout as a modal. Everything is a React component or a store of `paywall-elements`; the page
// adds only its layout and a status line that reads the same stores.
import { useStore } from '@nanostores/react';
import {
  $purchase, $session, Checkout, Dialogs, Gate, Login, Pricing, Toasts, startPurchase,
  type LoginAccount, type PurchaseState, type SessionState,
} from 'paywall-elements';
import { useState } from 'react';

/** The sandbox's demo film, "The Lighthouse Keeper" (a rental and a purchase). */
const ITEM_ID = '40001';

function who(session: SessionState): string {
  if (session.status === 'unknown') return 'Checking your session…';
  if (session.status === 'anonymous') return 'Not signed in';
  return `Signed in as ${session.account?.full_name || session.account?.email || 'a viewer'}`;
}

function purchaseLine(purchase: PurchaseState): string {
  if (purchase.status === 'choosing') return `Choosing a price for item ${purchase.itemId}`;
  if (purchase.status === 'checkout') return `Paying access fee ${purchase.accessFeeId} of item ${purchase.itemId}`;
  return 'No purchase under way';
}

/** The page. */
export function App() {
  // the library's stores are nanostores atoms: read them with useStore like any other state
  const session = useStore($session);
  const purchase = useStore($purchase);
  const [welcome, setWelcome] = useState<string | null>(null);

  const onSignedIn = (account: LoginAccount | null) =>
    setWelcome(`Welcome, ${account?.fullName || account?.email || 'back'}.`);

  return (
    <>
      <header className="site-header">
        <span className="brand">Demo Cinema</span>
        <span className="who" data-testid="session">{who(session)}</span>
      </header>

      <main>
        <h1>The Lighthouse Keeper</h1>
        <p className="lede">A storm, a lamp and a long night on a rocky coast. Rent it for 48 hours, or buy it
          to watch whenever you like.</p>

        {/* The gate asks the platform for access; the video comes from its answer, never from this app. */}
        <section className="movie" id="movie" aria-label="The film">
          <Gate itemId={ITEM_ID} />
        </section>

        <section className="card" id="prices">
          <h2>Choose how to watch</h2>
          {/* Choosing a card opens the checkout below for that price (chooseAccessFee). */}
          <Pricing itemId={ITEM_ID} />
          <p className="actions">
            {/* The same purchase from the app's own button: the checkout lists the prices. */}
            <button type="button" className="secondary" onClick={() => startPurchase(ITEM_ID)}
              disabled={purchase.status !== 'idle'}>Compare all prices</button>
            <span className="status" data-testid="purchase">{purchaseLine(purchase)}</span>
          </p>
        </section>

        <section className="card" id="account">
          <h2>Your account</h2>
          {welcome && session.status === 'authenticated' ? <p className="welcome">{welcome}</p> : null}
          <Login noSocial onDone={onSignedIn} />
        </section>

        <section className="card help">
          <h2>Try it</h2>
          <p>Sign up with any e-mail address, then pay with a sandbox test card (any future expiry, any CVC):</p>
          <ul>
            <li><code>4242 4242 4242 4242</code> succeeds</li>
            <li><code>4000 0000 0000 0002</code> is declined</li>
            <li><code>4000 0000 0000 3220</code> asks for 3-D Secure on the sandbox bank page</li>
          </ul>
        </section>
      </main>

      {/* Once per page: the modal checkout follows $purchase; the dialogs and the toasts show outcomes. */}
      <div id="checkout">
        <Checkout />
      </div>
      <Dialogs />
      <Toasts />
    </>
  );
}
