/**
 * A mock session's state as its history: the world is deterministic (same seed and clock start, same world), so
 * the seed, the clock start and every input that changed state since, in order, with the virtual time it ran at,
 * are the whole state. World files (world-file.ts) and --state-dir (state-dir.ts) keep this history; replay.ts
 * plays it back into a fresh world. The modules of the world keep no serialisable state of their own, which is why
 * the inputs, not the outputs, are kept.
 */
import type { HandlerContext } from '../handlers/types.js';

/** What a session starts from (POST /__mock/reset and imports start a new history). */
export interface SessionBase {
  seed: number;
  /** The world clock's start (epoch ms). */
  clockStart: number;
}

/**
 * A gateway request that reached its handler (or an HTTP override): the handler's inputs after every contract
 * check, the body decrypted (a key of this process would not exist after a restart).
 */
export interface CallOp extends Pick<
  HandlerContext,
  'merchantCode' | 'language' | 'device' | 'ip' | 'origin' | 'body' | 'query' | 'params' | 'idempotencyKey'
> {
  k: 'call';
  /** Virtual epoch ms when it ran. */
  at: number;
  endpoint: string;
  /** The Authorization header as sent (the world issued it, so replay finds it again). */
  token?: string;
  /** Request headers, kept only while the session has HTTP overrides (they may match on headers). */
  headers?: Record<string, string>;
  /** Its token or sealed body was not this world's: only a recorded override could answer it. */
  stranger?: true;
}

/** A fault that fired (a once-fault is used up by it; the handler may not have run). */
export interface FaultOp {
  k: 'fault';
  at: number;
  endpoint: string;
  path: string;
  /** It took a read of the site server's. */
  siteServer?: true;
}

/** A /__mock call that may change the session (scenarios, faults, overrides, clock, cashier decisions...). */
export interface ControlOp {
  k: 'control';
  at: number;
  method: string;
  /** Below /__mock, with its query string. */
  url: string;
  body?: unknown;
  /** X-Forwarded-For as sent (controls that read the client's IP). */
  forwardedFor?: string;
}

/** The virtual clock stood at `at` (an imported world's clock, later than its last op). */
export interface ClockOp {
  k: 'clock';
  at: number;
}

export type SessionOp = CallOp | FaultOp | ControlOp | ClockOp;

export interface SessionHistory {
  base: SessionBase;
  ops: SessionOp[];
}

/** Where a session's history is kept durably (state-dir.ts); absent: memory only. */
export interface HistorySink {
  /** A new history (reset, import, restart): written whole, atomically. */
  rebase(id: string, history: SessionHistory): void;
  /**
   * One more op (already the last of `history`), written before the answer that depends on it leaves; a session
   * the sink has not written yet is written whole.
   */
  append(id: string, op: SessionOp, history: SessionHistory): void;
  /** Settles when everything appended for this session so far is on disk; undefined when nothing is pending. */
  written(id: string): Promise<void> | undefined;
  /** The session was evicted: its history goes with it. */
  drop(id: string): void;
}
