/**
 * A money request in flight, kept in sessionStorage until its answer arrives, so a reload during submit re-sends the
 * same request with the same idempotency key (the gateway replays the first answer) instead of moving money twice.
 */
export interface PendingMovement<Body> {
  idempotencyKey: string;
  /** The request without its secrets (a payment password is never stored). */
  body: Body;
  /** A password was left out: the request is finished when the member submits it again, with the same key. */
  awaitsSecret?: boolean;
}

const storageKey = (operation: string) => `money.pending.${operation}`;

export function savePending<Body>(operation: string, pending: PendingMovement<Body>): void {
  sessionStorage.setItem(storageKey(operation), JSON.stringify(pending));
}

export function readPending<Body>(operation: string): PendingMovement<Body> | null {
  const raw = sessionStorage.getItem(storageKey(operation));
  if (!raw) return null;
  try {
    return JSON.parse(raw) as PendingMovement<Body>;
  } catch {
    return null;
  }
}

export function clearPending(operation: string): void {
  sessionStorage.removeItem(storageKey(operation));
}
