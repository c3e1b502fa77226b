// The first chunk of the account's sections (the default first section and the other form about
// the account itself): loaded as soon as the account shows. See `SECTIONS` in ../account.tsx.
export { Details } from './details';
export { Password } from './password';
