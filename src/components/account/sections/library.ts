// The account's sections about who watches and what they watch or own, loaded when the viewer
// opens one of them (they share the item rows). See `SECTIONS` in ../account.tsx.
export { Profiles } from './profiles';
export { Favorites } from './favorites';
export { History } from './history';
export { Purchases } from './purchases';
export { AccessCodes } from './codes';
