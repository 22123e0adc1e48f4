import { describe, expect, it, vi } from 'vitest';
import { createPendingStart } from './pending-start';

const game = { nodeId: 'RNG-PT-0001', vassalage: 'PT', gameType: 'RNG' as const };

describe('a game chosen before logging in', () => {
  it('starts only after the login succeeded, on the page it was chosen on, once', () => {
    const pending = createPendingStart();
    const listener = vi.fn();
    pending.subscribe(listener);
    pending.hold(game, '/rng?vassalage=PT');
    expect(pending.take('/rng?vassalage=PT')).toBeNull(); // not logged in yet
    pending.release();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(pending.take('/')).toBeNull(); // another page does not start it
    expect(pending.take('/rng?vassalage=PT')).toEqual(game);
    expect(pending.take('/rng?vassalage=PT')).toBeNull(); // a second list on the page does not start it again
  });

  it('is forgotten when the visitor gives up, so a later login starts nothing', () => {
    const pending = createPendingStart();
    pending.hold(game, '/live');
    pending.drop();
    pending.release();
    expect(pending.take('/live')).toBeNull();
  });

  it('keeps only the last choice, and a release without a choice tells nobody', () => {
    const pending = createPendingStart();
    const listener = vi.fn();
    const unsubscribe = pending.subscribe(listener);
    pending.release();
    expect(listener).not.toHaveBeenCalled();
    pending.hold(game, '/live');
    pending.hold({ ...game, nodeId: 'LIVE-AG-0002' }, '/live');
    unsubscribe();
    pending.release();
    expect(listener).not.toHaveBeenCalled();
    expect(pending.take('/live')?.nodeId).toBe('LIVE-AG-0002');
  });
});
