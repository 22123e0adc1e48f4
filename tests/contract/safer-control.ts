/** The typed client of /__mock/safer (docs/gateway.md, "Safer gambling"), beside MockControl's other controls. */
import { MockControl } from './mock-control.js';

export interface QaSaferLimit {
  kind: 'deposit' | 'loss' | 'wager';
  period: 'DAY' | 'WEEK' | 'MONTH';
  amount: number;
  used: number;
  remaining: number;
  resetsAt: number;
  pending?: { amount: number | null; requestedAt: number; effectiveAt: number };
}
export interface QaSaferBlock {
  kind: 'timeOut' | 'selfExclusion';
  since: number;
  until: number;
  lift?: { reason: string; requestedAt: number; liftsAt: number };
}
export interface QaSaferState {
  account: string;
  limits: QaSaferLimit[];
  block: QaSaferBlock | null;
}
export interface QaSaferChange {
  account: string;
  clear?: boolean;
  limit?: {
    kind: QaSaferLimit['kind'];
    period: QaSaferLimit['period'];
    amount: number;
    since?: number;
    pending?: { amount: number | null; effectiveAt: number };
  };
  block?: { kind: QaSaferBlock['kind']; until?: number; days?: number };
}

/** MockControl's request and error handling, with the safer-gambling controls. */
export class SaferControl extends MockControl {
  state(account: string): Promise<QaSaferState & { history: { at: number; type: string; detail: string }[] }> {
    return this.call('GET', `/safer?account=${encodeURIComponent(account)}`);
  }

  /** Put an account in a state at once: a limit (with a raise waiting), a time-out or self-exclusion, or a clean slate. */
  set(change: QaSaferChange): Promise<QaSaferState> {
    return this.call('PUT', '/safer/state', change);
  }
}
