/** The mock authenticator app: a 6-digit code per account and 30 s window of virtual time (HMAC, no randomness). */
import { createHmac } from 'node:crypto';

export const AUTHENTICATOR_WINDOW_MS = 30_000;

export function authenticatorCode(accountId: number, at: number): string {
  const window = Math.floor(at / AUTHENTICATOR_WINDOW_MS);
  const mac = createHmac('sha256', 'mock-authenticator').update(`${accountId}:${window}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Accepts the current and the previous window (clock drift). */
export function checkAuthenticator(accountId: number, now: number, code: string): boolean {
  return (
    code === authenticatorCode(accountId, now) || code === authenticatorCode(accountId, now - AUTHENTICATOR_WINDOW_MS)
  );
}
