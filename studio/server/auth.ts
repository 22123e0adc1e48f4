/**
 * Who may use the studio: a browser on this machine that was given the token printed in the terminal. The token
 * travels in a header the page sets, which another site's page cannot send (no CORS is offered), and the Host must
 * be this machine's address, so a DNS-rebound name cannot reach the API either.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { NextFunction, Request, Response } from 'express';

export const TOKEN_HEADER = 'x-studio-token';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function requireToken(token: string) {
  const expected = Buffer.from(token);
  return (req: Request, res: Response, next: NextFunction): void => {
    const given = Buffer.from(String(req.headers[TOKEN_HEADER] ?? ''));
    if (given.length === expected.length && timingSafeEqual(given, expected)) return next();
    res.status(401).json({ message: 'the studio token is missing or wrong: open the address printed in the terminal' });
  };
}

export function requireLocalHost(port: number) {
  const allowed = new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
  return (req: Request, res: Response, next: NextFunction): void => {
    if (allowed.has(String(req.headers.host ?? ''))) return next();
    res.status(421).type('text').send('the studio answers only on 127.0.0.1');
  };
}
