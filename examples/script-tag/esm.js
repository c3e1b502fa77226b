// The ES module build: importing it registers every element (each loads its code when it first
// appears), and its exports are the library's page-level API. Here: the version on the page, and a
// toast of our own once a purchase is confirmed.
import { VERSION, pushToast } from '/dist/cdn/paywall-elements.js';

document.getElementById('library-version').textContent = VERSION;
document.addEventListener('paywall-purchase', () => pushToast({ kind: 'info', message: 'Enjoy the film.' }));
