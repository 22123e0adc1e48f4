/** The typed client of /__mock/safer (docs/gateway.md, "Safer gambling"), beside MockControl's other controls. */
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

export class SaferControl {
  constructor(
    readonly baseUrl: string,
    readonly session: string,
  ) {}

  private async call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${this.baseUrl}/__mock${path}`, {
      method,
      headers: {
        'X-Mock-Session': this.session,
        ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
    });
    const env = (await res.json()) as { success: boolean; value?: T; message?: string };
    if (!env.success) throw new Error(`${method} /__mock${path}: ${res.status} ${env.message}`);
    return env.value as T;
  }

  state(account: string): Promise<QaSaferState & { history: { at: number; type: string; detail: string }[] }> {
    return this.call('GET', `/safer?account=${encodeURIComponent(account)}`);
  }

  /** Put an account in a state at once: a limit (with a raise waiting), a time-out or self-exclusion, or a clean slate. */
  set(change: QaSaferChange): Promise<QaSaferState> {
    return this.call('PUT', '/safer/state', change);
  }
}
