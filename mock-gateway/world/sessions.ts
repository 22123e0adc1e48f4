/** Session tokens: opaque PRNG strings mapped to an account, kind and issue time. */
import { WorldError } from './errors.js';
import type { Account, Clock, Rng, Session, SessionLookup, Sessions } from './types.js';

export const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

export function createSessions(deps: {
  clock: Clock;
  rng: Rng;
  account: (id: number) => Account | undefined;
  ttlMs?: number;
  /** Told of every sign-in before its token is handed out. */
  onLogin?: (account: Account) => void;
}): Sessions {
  const { clock, rng } = deps;
  const ttlMs = deps.ttlMs ?? SESSION_TTL_MS;
  const tokens = new Map<string, Session>();

  const lookup = (token: string | undefined | null): SessionLookup => {
    const s = token ? tokens.get(token) : undefined;
    const account = s ? deps.account(s.accountId) : undefined;
    if (!s || !account) return { ok: false, reason: 'user.or.token.invalid' };
    if (clock.now() >= s.expiresAt) {
      tokens.delete(s.token);
      return { ok: false, reason: 'login.not.session' };
    }
    return { ok: true, session: s, account };
  };

  return {
    ttlMs,
    login(accountId, ip) {
      const account = deps.account(accountId);
      if (!account) throw new WorldError('user.or.token.invalid');
      deps.onLogin?.(account);
      let token = rng.token(40);
      while (tokens.has(token)) token = rng.token(40);
      const now = clock.now();
      const s: Session = {
        token,
        accountId,
        kind: account.kind,
        issuedAt: now,
        expiresAt: now + ttlMs,
        ...(ip ? { ip } : {}),
        firstLogin: account.firstTimeLogin,
      };
      tokens.set(token, s);
      return s;
    },
    logout: (token) => tokens.delete(token),
    endAccount(accountId) {
      let ended = 0;
      for (const [token, s] of tokens) if (s.accountId === accountId && tokens.delete(token)) ended++;
      return ended;
    },
    lookup,
    require(token) {
      const r = lookup(token);
      if (!r.ok) throw new WorldError(r.reason);
      return { session: r.session, account: r.account };
    },
  };
}
