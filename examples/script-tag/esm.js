// The ES module build exports the stores' actions; here we push toasts directly.
import { pushToast } from '/dist/cdn/paywall-elements.js';

const messages = {
  info: 'New episodes are available.',
  success: 'Payment completed',
  error: 'The voucher code is not valid.',
};
for (const button of document.querySelectorAll('[data-toast]')) {
  button.addEventListener('click', () => pushToast({ kind: button.dataset.toast, message: messages[button.dataset.toast] }));
}
