import type { NextFunction, Request, Response } from 'express';

/** One answer, as a log line's fields. */
export interface RequestLogEntry {
  time: string;
  method: string;
  /** The path only: a query string can carry a session token handed over in the address (SPEC §4). */
  path: string;
  status: number;
  ms: number;
  /** Bytes of the body as sent (compressed), when known. */
  bytes?: number;
  host?: string;
  merchant: string;
}

export type RequestLog = (entry: RequestLogEntry) => void;

/** JSON lines on standard output, as log collectors (journald, Docker, Cloud Logging) read them. */
export const jsonLines: RequestLog = (entry) => process.stdout.write(`${JSON.stringify(entry)}\n`);

/** Logs every answer once it is sent (or the visitor went away: status 499, as nginx says it). */
export function logRequests(log: RequestLog, requestMerchant: (res: Response) => string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const start = process.hrtime.bigint();
    res.on('close', () => {
      const length = Number(res.getHeader('content-length'));
      log({
        time: new Date().toISOString(),
        method: req.method,
        path: req.path,
        status: res.writableFinished ? res.statusCode : 499,
        ms: Math.round(Number(process.hrtime.bigint() - start) / 1e5) / 10,
        ...(Number.isFinite(length) ? { bytes: length } : {}),
        host: req.headers.host,
        merchant: requestMerchant(res),
      });
    });
    next();
  };
}
