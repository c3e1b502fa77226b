// The account's rarely used sections: subscriptions, transactions and the account's data (export,
// erase), loaded when the viewer opens one of them. See `SECTIONS` in ../account.tsx.
export { Transactions } from './transactions';
export { Subscriptions } from './subscriptions';
export { Data } from './data';
