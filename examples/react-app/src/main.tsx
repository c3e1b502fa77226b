// The app's entry: configure the library once, start the payment-event reactions once, render.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setConfig, startPaymentReactions } from 'paywall-elements';
import { App } from './App';
import './app.css';

// Which platform and merchant: the local sandbox (`npm start` runs it) by default; a build can name
// another one with VITE_PAYWALL_API_BASE / VITE_PAYWALL_MERCHANT_UUID / VITE_PAYWALL_CLIENT_ID.
const env = import.meta.env;
setConfig({
  environment: 'sandbox',
  apiBase: env.VITE_PAYWALL_API_BASE || 'http://127.0.0.1:4010',
  merchantUuid: env.VITE_PAYWALL_MERCHANT_UUID || 'c6f4002f-7415-4eb6-ab03-72b0f7aff0e8',
  clientId: env.VITE_PAYWALL_CLIENT_ID || '4bd9ff5e-6b2a-4f5e-9c7d-8e1f2a3b4c5d',
});

// The custom elements start these themselves; a React app calls it once (docs/api.md): payment
// events of the signed-in viewer become notices, dialogs and, on other routes, navigations.
startPaymentReactions();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
