/** Mock authenticator app: a 6-digit code per account and 30 s window of virtual time (QA reads it at /__mock/authenticator). */
import { createHmac } from 'node:crypto';

export function authenticatorCode(accountId: number, now: number): string {
  const window = Math.floor(now / 30_000);
  const mac = createHmac('sha256', 'mock-authenticator').update(`${accountId}:${window}`).digest();
  return String(mac.readUInt32BE(0) % 1_000_000).padStart(6, '0');
}

/** Accepts the current and the previous window (clock drift). */
export function checkAuthenticator(accountId: number, now: number, code: string): boolean {
  return code === authenticatorCode(accountId, now) || code === authenticatorCode(accountId, now - 30_000);
}
