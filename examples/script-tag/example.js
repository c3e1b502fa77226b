// Page script of the example: pushes toasts through the document event, so it needs no import.
const messages = {
  info: 'New episodes are available.',
  success: 'Payment completed',
  error: 'The voucher code is not valid.',
};
for (const button of document.querySelectorAll('[data-toast]')) {
  button.addEventListener('click', () => {
    const kind = button.dataset.toast;
    document.dispatchEvent(new CustomEvent('paywall-toast', { detail: { kind, message: messages[kind] } }));
  });
}
