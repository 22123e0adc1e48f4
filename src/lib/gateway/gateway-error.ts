/** A failed gateway call, in the contract's terms: an error code, the server's message and optional details. */
export class GatewayError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number,
    readonly value?: unknown,
  ) {
    super(message);
    this.name = 'GatewayError';
  }
}

/** Client-side codes for failures that never reached a gateway answer. */
export const CLIENT_ERROR = {
  network: 'client.network',
  timeout: 'client.timeout',
  badResponse: 'client.bad_response',
  /** A money call whose answer was lost twice or too late: it may have been carried out; the balance tells. */
  moneyUnconfirmed: 'client.money_unconfirmed',
} as const;

/** Codes that end the session (PLATFORM-NOTES): clear it once and ask the user to log in again. */
export const SESSION_ENDING_CODES: ReadonlySet<string> = new Set([
  'token_ip_different',
  'user.or.token.invalid',
  'login.not.session',
  'CUSTOMER_NOT_LOGIN',
]);

export function endsSession(error: GatewayError): boolean {
  return SESSION_ENDING_CODES.has(error.code) || error.status === 401;
}
