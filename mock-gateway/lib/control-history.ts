/**
 * Keeps the /__mock calls that may change a mock session in its history (session-history.ts), so exports and
 * restarts replay them; with --state-dir their answer leaves once that is on disk. Reads are left out, except the
 * captcha read, which draws a new captcha when none is showing. Reset and world imports start a new history
 * themselves.
 */
import type { NextFunction, Request, Response } from 'express';
import type { ControlContext } from './control-kit.js';
import type { MockSession, MockSessions } from './mock-sessions.js';
import { mockSessionId } from './request-info.js';

const STATE_READS = new Set(['/captcha']);
const NEW_HISTORY = /^\/(reset|world)(\/|$)/;

function changesState(req: Request): boolean {
  if (NEW_HISTORY.test(req.path)) return false;
  return req.method !== 'GET' || STATE_READS.has(req.path);
}

/** Holds the answer back until the session's history is written (nothing to wait for without --state-dir). */
export function answerOnceWritten(sessions: MockSessions, s: MockSession, res: Response): void {
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  res.end = ((...args: unknown[]) => {
    const written = sessions.written(s);
    if (!written) return end(...args);
    written.then(
      () => end(...args),
      () => res.destroy(), // not on disk: no answer rather than one a restart would contradict
    );
    return res;
  }) as Response['end'];
}

export function recordControls({ sessions }: ControlContext) {
  return (req: Request, res: Response, next: NextFunction): void => {
    if (changesState(req)) {
      const s = sessions.get(mockSessionId(req));
      const forwardedFor = req.headers['x-forwarded-for'];
      sessions.record(s, {
        k: 'control',
        at: s.world.clock.now(),
        method: req.method,
        url: req.url,
        ...(req.body !== undefined ? { body: req.body as unknown } : {}),
        ...(typeof forwardedFor === 'string' ? { forwardedFor } : {}),
      });
      answerOnceWritten(sessions, s, res);
    }
    next();
  };
}
