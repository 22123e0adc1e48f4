/** Permissive CORS for a gateway served on another port than the site (credentials allowed, origin echoed). */
import type { NextFunction, Request, Response } from 'express';

const ALLOW_HEADERS =
  'Merchant, Device, Language, Authorization, X-Gateway-Version, Idempotency-Key, X-Mock-Session, Content-Type';

export function cors(req: Request, res: Response, next: NextFunction): void {
  const origin = req.headers.origin;
  if (!origin) {
    next();
    return;
  }
  res.setHeader('Access-Control-Allow-Origin', origin);
  res.setHeader('Access-Control-Allow-Credentials', 'true');
  res.setHeader('Access-Control-Expose-Headers', 'Idempotent-Replayed, Allow');
  res.setHeader('Vary', 'Origin');
  if (req.method === 'OPTIONS') {
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', ALLOW_HEADERS);
    res.setHeader('Access-Control-Max-Age', '600');
    res.status(204).end();
    return;
  }
  next();
}
