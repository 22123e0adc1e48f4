import { describe, expect, it } from 'vitest';
import { ALL_VENDOR_CODES, createWorld, DEMO_ACCOUNTS, GAME_TYPES, WORLD_ERROR_CODES, WorldError } from './index.js';
import { MERCHANT, PATTERN_DEFS, START, world } from './test-helpers.js';

describe('world creation and determinism', () => {
  it('same seed gives the same catalogue and demo state', () => {
    const a = world(7);
    const b = world(7);
    expect(b.games.all()).toEqual(a.games.all());
    expect(b.accounts.all()).toEqual(a.accounts.all());
    expect(b.ledger.rows()).toEqual(a.ledger.rows());
    expect(b.jackpot.start).toBe(a.jackpot.start);
    expect(b.jackpot.winners()).toEqual(a.jackpot.winners());
    expect(b.content.announcements({})).toEqual(a.content.announcements({}));
    const member = a.accounts.findByUsername('demo_member')!;
    expect(b.favourites.ids(member.id)).toEqual(a.favourites.ids(member.id));
    // PRNG-driven values too: tokens, SMS codes, captcha answers
    expect(b.auth.login({ username: 'demo_member', password: 'Member123' }).token).toBe(
      a.auth.login({ username: 'demo_member', password: 'Member123' }).token,
    );
    expect(b.sms.send('09171234567', '63', 'login').code).toBe(a.sms.send('09171234567', '63', 'login').code);
    expect(b.captcha.newCaptcha()).toEqual(a.captcha.newCaptcha());
  });

  it('different seeds give different worlds', () => {
    const a = world(1);
    const b = world(2);
    const names = (w: ReturnType<typeof world>) => w.games.all().map((g) => g.displayName);
    expect(names(b)).not.toEqual(names(a));
    expect(b.jackpot.start).not.toBe(a.jackpot.start);
    expect(b.accounts.all().map((x) => x.account)).not.toEqual(a.accounts.all().map((x) => x.account));
  });

  it('holds at least 10,000 games and every provider code', () => {
    const w = world();
    expect(w.games.size).toBeGreaterThanOrEqual(10_000);
    const codes = new Set(w.games.vendorCodes());
    for (const code of ALL_VENDOR_CODES) expect(codes, code).toContain(code);
    for (const t of GAME_TYPES) expect(w.games.vendors(t).length, t).toBeGreaterThan(0);
    const ids = new Set(w.games.all().map((g) => g.nodeId));
    expect(ids.size).toBe(w.games.size);
    expect(new Set(w.games.all().map((g) => g.gameCode)).size).toBe(w.games.size);
    expect(new Set(w.games.all().map((g) => g.gameId)).size).toBe(w.games.size);
  });

  it('puts e-sports, cockfight, in-house and lottery vendors where the client expects them', () => {
    const w = world();
    const vendorsOf = (t: (typeof GAME_TYPES)[number]) => w.games.vendors(t).map((v) => v.vassalage);
    expect(vendorsOf('SPORTS')).toEqual(expect.arrayContaining(['IMES', 'TF', 'DS88', 'IBC', 'SBT', 'UG']));
    expect(vendorsOf('RNG')).toContain('BGS');
    expect(vendorsOf('LOTT')).toEqual(expect.arrayContaining(['TCG_LOTTO_VN', 'TCG_SEA', 'LOTT']));
    expect(vendorsOf('ELOTT')).toContain('ELOTT');
    const vassalage = w.games.all().filter((g) => g.isGame === 'VASSALAGE');
    expect(new Set(vassalage.map((g) => g.gameType))).toEqual(new Set(['SPORTS', 'LOTT', 'ELOTT']));
    expect(w.games.all().filter((g) => g.gameType === 'RNG' && g.isGame === 'VASSALAGE')).toHaveLength(0);
  });

  it('shares one game catalogue between worlds of the same seed (speed is measured by npm run bench:gateway)', () => {
    const a = createWorld({ seed: 99, merchants: [MERCHANT], patterns: PATTERN_DEFS, fixedStart: START });
    const b = createWorld({ seed: 99, merchants: [MERCHANT], patterns: PATTERN_DEFS, fixedStart: START });
    expect(b.games.all()[0]).toBe(a.games.all()[0]);
  });

  it('freezes the shared games, so favourites and recent lists cannot be changed through them', () => {
    const a = createWorld({ seed: 99, merchants: [MERCHANT], patterns: PATTERN_DEFS, fixedStart: START });
    const b = createWorld({ seed: 99, merchants: [MERCHANT], patterns: PATTERN_DEFS, fixedStart: START });
    const member = a.accounts.findByUsername('demo_member')!;
    const fav = a.favourites.list(member.id, { pageNo: 1, pageSize: 50 }).content[0]!;
    const rec = a.recent.list(member.id, { pageNo: 1, pageSize: 50 }).games[0]!;
    expect(Object.isFrozen(fav) && Object.isFrozen(rec)).toBe(true);
    expect(Object.isFrozen(a.games.all())).toBe(true);
    expect(Object.isFrozen(a.games.list({ gameType: 'RNG', vassalage: 'PT', pageNo: 1, pageSize: 5 }).games[0])).toBe(
      true,
    );
    expect(() => {
      (fav as { nodeId: string }).nodeId = 'RNG-PT-9999';
    }).toThrow(TypeError);
    expect(() => {
      (rec as { displayName: string }).displayName = 'Hacked';
    }).toThrow(TypeError);
    expect(() => (a.games.hot(5, 'RNG') as unknown as { push(x: unknown): void }).push({})).not.toThrow(); // copies are free
    expect(
      b.favourites.list(b.accounts.findByUsername('demo_member')!.id, { pageNo: 1, pageSize: 50 }).content[0],
    ).toBe(fav);
    expect(a.favourites.ids(member.id)).toContain(fav.nodeId);
    expect(a.games.byNodeId(fav.nodeId)).toBe(fav);
    expect(rec.displayName).not.toBe('Hacked');
  });

  it('seeds the documented demo accounts with their behaviours', () => {
    const w = world();
    for (const d of DEMO_ACCOUNTS) {
      const a = w.accounts.findByUsername(d.username);
      expect(a, d.username).toBeDefined();
      expect(a!.password).toBe(d.password);
    }
    const agent = w.accounts.findByUsername('demo_agent')!;
    expect(agent.type).toBe(1);
    const tree = w.accounts.downlineTree(agent.id);
    expect(tree.map((a) => a.type)).toEqual(expect.arrayContaining([0, 2, 41, 42]));
    expect(Math.max(...tree.map((a) => depth(w, a.id, agent.id)))).toBeGreaterThanOrEqual(3);
    expect(w.accounts.findByUsername('demo_member')).toMatchObject({
      mobileNum: '09171234567',
      countryDialingCode: '63',
      type: 0,
    });
    expect(w.accounts.findByMobile('9171234567', '63')?.account).toBe('demo_member');
  });

  it('resolves merchants by folder code or header code', () => {
    const w = world();
    expect(w.merchant('royal')?.code).toBe('royal');
    expect(w.merchant('ROYAL01')?.code).toBe('royal');
    expect(w.merchant('nope')).toBeUndefined();
  });

  it('exposes platform error codes with statuses', () => {
    for (const c of [
      'user.or.token.invalid',
      'login.password.invalid',
      'login_verify_required',
      'TOO_MANY_REQUESTS',
      'sms_throttled',
      'account_frozen',
      'sms_quota_insufficient',
      'vendor_under_maintenance',
      'launch_game_balance_not_enough',
      'non_member_login',
      'non_agent_login',
      'blockip',
      'in_need_true_account',
      'idempotency_key_reused',
      'balance_not_enough',
      'verification_code_invalid',
      'verification_code_expired',
      'username_exists',
      'mobile_exists',
      'username_or_email_not_exist',
    ]) {
      expect(WORLD_ERROR_CODES).toContain(c);
    }
    const e = new WorldError('vendor_under_maintenance', { start: 1, end: 2 });
    expect(e).toMatchObject({ code: 'vendor_under_maintenance', status: 503, value: { start: 1, end: 2 } });
    expect(e.message).toMatch(/maintenance/);
  });
});

function depth(w: ReturnType<typeof world>, id: number, top: number): number {
  let d = 0;
  let cur = w.accounts.byId(id);
  while (cur && cur.id !== top && d < 10) {
    cur = cur.parentId === undefined ? undefined : w.accounts.byId(cur.parentId);
    d++;
  }
  return d;
}
