import { describe, expect, it } from 'vitest';
import { codeOf, errorOf, world } from './test-helpers.js';

describe('scenarios and system status', () => {
  it('status is 0 normally, 2 when region-blocked, 1 when in maintenance', () => {
    const w = world();
    expect(w.scenarios.status()).toBe(0);
    w.scenarios.set('region-blocked');
    expect(w.scenarios.status()).toBe(2);
    w.scenarios.set('maintenance');
    expect(w.scenarios.status()).toBe(1);
  });

  it('maintenance takes precedence over region block whatever the order they were set in', () => {
    const w = world();
    w.scenarios.set('maintenance');
    w.scenarios.set('region-blocked');
    expect(w.scenarios.status()).toBe(1);
    w.scenarios.clear('maintenance');
    expect(w.scenarios.status()).toBe(2);
    w.scenarios.clear('region-blocked');
    expect(w.scenarios.status()).toBe(0);
  });

  it('a region block naming an IP blocks only that IP; without one, everyone', () => {
    const w = world();
    w.scenarios.set('region-blocked', { ip: '203.0.113.9', country: 'US' });
    expect(w.scenarios.status('203.0.113.9')).toBe(2);
    expect(w.scenarios.regionBlock('203.0.113.9')).toEqual({ country: 'US' });
    expect(w.scenarios.status('::ffff:203.0.113.9')).toBe(2);
    expect(w.scenarios.status('127.0.0.1')).toBe(0);
    expect(w.scenarios.regionBlock('127.0.0.1')).toBeUndefined();
    expect(w.scenarios.status()).toBe(0);
    expect(codeOf(() => w.auth.login({ username: 'demo_member', password: 'Member123', ip: '203.0.113.9' }))).toBe(
      'blockip',
    );
    expect(codeOf(() => w.auth.freePlay('203.0.113.9'))).toBe('blockip');
    expect(w.auth.login({ username: 'demo_member', password: 'Member123', ip: '127.0.0.1' }).token).toBeTruthy();
    w.scenarios.set('region-blocked', { country: 'US' });
    expect(w.scenarios.status('127.0.0.1')).toBe(2);
    expect(w.scenarios.status()).toBe(2);
    expect(w.scenarios.regionBlock()).toEqual({ country: 'US' });
    w.scenarios.set('region-blocked');
    expect(w.scenarios.regionBlock('10.1.1.1')).toEqual({});
  });

  it('maintenance with `until` ends on the virtual clock', () => {
    const w = world();
    w.scenarios.set('maintenance', { until: w.clock.now() + 60_000 });
    expect(w.scenarios.status()).toBe(1);
    w.clock.advance(60_000);
    expect(w.scenarios.status()).toBe(0);
  });

  it('login answers info_maintenance or blockip according to the status', () => {
    const w = world();
    w.scenarios.set('region-blocked');
    expect(codeOf(() => w.auth.login({ username: 'demo_member', password: 'Member123' }))).toBe('blockip');
    w.scenarios.set('maintenance');
    expect(codeOf(() => w.auth.login({ username: 'demo_member', password: 'Member123' }))).toBe('info_maintenance');
    expect(codeOf(() => w.auth.freePlay())).toBe('info_maintenance');
  });

  it('game maintenance blocks launches of the listed vendors inside the window, with start and end', () => {
    const w = world();
    const member = w.accounts.findByUsername('demo_member')!;
    const pt = w.games.list({ gameType: 'RNG', vassalage: 'PT', pageNo: 1, pageSize: 1 }).games[0]!;
    const mg = w.games.list({ gameType: 'RNG', vassalage: 'MG', pageNo: 1, pageSize: 1 }).games[0]!;
    const start = w.clock.now() + 1000;
    const end = start + 10_000;
    w.scenarios.set('game-maintenance', { start, end, vendors: ['PT'] });
    expect(w.play.launch(member.id, { nodeId: pt.nodeId }).url).toContain(pt.nodeId); // before the window
    w.clock.advance(1000);
    expect(errorOf(() => w.play.launch(member.id, { nodeId: pt.nodeId }))).toMatchObject({
      code: 'vendor_under_maintenance',
      value: { start, end },
    });
    expect(w.play.launch(member.id, { nodeId: mg.nodeId }).game.nodeId).toBe(mg.nodeId);
    w.clock.advance(10_000);
    expect(w.play.launch(member.id, { nodeId: pt.nodeId }).game.nodeId).toBe(pt.nodeId);
  });

  it('validates names and values coming from the QA API', () => {
    const w = world();
    expect(codeOf(() => w.scenarios.setRaw('nope'))).toBe('scenario_unknown');
    expect(codeOf(() => w.scenarios.setRaw('sms-quota', -1))).toBe('scenario_value_invalid');
    expect(codeOf(() => w.scenarios.setRaw('game-maintenance', { start: 10, end: 5 }))).toBe('scenario_value_invalid');
    w.scenarios.setRaw('game-maintenance');
    expect(w.scenarios.get('game-maintenance')).toEqual({ start: w.clock.now(), end: w.clock.now() + 3_600_000 });
    expect(
      w.scenarios
        .list()
        .filter((s) => s.on)
        .map((s) => s.name),
    ).toEqual(['game-maintenance']);
    w.scenarios.clearAll();
    expect(w.scenarios.list().some((s) => s.on)).toBe(false);
  });
});
