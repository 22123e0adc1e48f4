/** The contract's version, sent as X-Gateway-Version by the client and by what asks before the app runs. */
export const GATEWAY_VERSION = '3';
