/**
 * The storage key of the client's token record (the platform's own SDK uses it too), unless a
 * client is given another. A module of its own so that an element can tell whether a token is
 * stored before the client's code has loaded (`<paywall-login>` shows its form at once when none is).
 */
export const TOKEN_KEY = 'inplayer_token';
