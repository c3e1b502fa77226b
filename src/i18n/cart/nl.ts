/** Dutch texts of the `cart` group. */
import type { Translation } from '../core';
import type { CART_EN } from '../cart';

const nl: Translation<typeof CART_EN> = {
  notSetUp: 'Deze knop is niet ingesteld: er is geen product opgegeven.',
  adding: 'Toevoegen…',
  addToCart: 'In winkelwagen',
  addClip: 'Clip in winkelwagen',
  added: 'Toegevoegd aan je winkelwagen',
  dismiss: 'Melding sluiten',
};

export default nl;
