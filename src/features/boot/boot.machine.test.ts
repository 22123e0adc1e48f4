import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { bootMachine, type BootResult } from './boot.machine';

function boot(results: (() => Promise<BootResult>)[], restore = vi.fn(async () => {})) {
  const loadBoot = vi.fn(() => results.shift()!());
  const actor = createActor(
    bootMachine.provide({
      actors: { loadBoot: fromPromise(() => loadBoot()), restoreSession: fromPromise(() => restore()) },
    }),
    { input: {} },
  ).start();
  return { actor, loadBoot, restore };
}

const settled = (actor: ReturnType<typeof boot>['actor']) =>
  waitFor(actor, (s) => (['ready', 'maintenance', 'regionBlocked', 'failed'] as const).some((v) => s.matches(v)));

describe('boot machine', () => {
  it('starts where the server rendered the page, without boot calls of its own', () => {
    const loadBoot = vi.fn(async (): Promise<BootResult> => ({ systemStatus: 0, settings: {} }));
    const restore = vi.fn(async () => {});
    const rendered = (systemStatus: 0 | 1 | 2) =>
      createActor(
        bootMachine.provide({
          actors: { loadBoot: fromPromise(() => loadBoot()), restoreSession: fromPromise(() => restore()) },
        }),
        { input: { rendered: { systemStatus, settings: {} } } },
      )
        .start()
        .getSnapshot().value;
    expect([rendered(0), rendered(1), rendered(2)]).toEqual(['ready', 'maintenance', 'regionBlocked']);
    expect(loadBoot).not.toHaveBeenCalled();
    expect(restore).not.toHaveBeenCalled();
  });

  it('opens the app for a normal status and restores the session first', async () => {
    const { actor, restore } = boot([async () => ({ systemStatus: 0, settings: {} })]);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('ready');
    expect(restore).toHaveBeenCalledTimes(1);
  });

  it('shows maintenance, without touching the session', async () => {
    const { actor, restore } = boot([async () => ({ systemStatus: 1, settings: {} })]);
    expect((await settled(actor)).value).toBe('maintenance');
    expect(restore).not.toHaveBeenCalled();
  });

  it('shows the region block with the visitor IP', async () => {
    const { actor } = boot([async () => ({ systemStatus: 2, ip: '203.0.113.7', settings: {} })]);
    const snapshot = await settled(actor);
    expect(snapshot.value).toBe('regionBlocked');
    expect(snapshot.context.result?.ip).toBe('203.0.113.7');
  });

  it('waits for a retry after a network failure, then boots', async () => {
    const { actor, loadBoot } = boot([
      async () => {
        throw new Error('network');
      },
      async () => ({ systemStatus: 0, settings: {} }),
    ]);
    expect((await settled(actor)).value).toBe('failed');
    actor.send({ type: 'boot.retry' });
    expect((await waitFor(actor, (s) => s.matches('ready'))).value).toBe('ready');
    expect(loadBoot).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context.attempts).toBe(2);
  });

  it('still opens the app when the stored session is dead', async () => {
    const { actor } = boot(
      [async () => ({ systemStatus: 0, settings: {} })],
      vi.fn(async () => {
        throw new Error('user.or.token.invalid');
      }),
    );
    expect((await settled(actor)).value).toBe('ready');
  });

  it('closes the open site when a later status check finds maintenance, and reopens it when it ends', async () => {
    const { actor, restore } = boot([async () => ({ systemStatus: 0, settings: { n: 1 } })]);
    expect((await settled(actor)).value).toBe('ready');
    actor.send({ type: 'status.checked', result: { systemStatus: 0, settings: { n: 2 } } });
    expect(actor.getSnapshot().value).toBe('ready');
    expect(actor.getSnapshot().context.result?.settings).toEqual({ n: 2 });
    actor.send({ type: 'status.checked', result: { systemStatus: 1, settings: { n: 3 } } });
    expect(actor.getSnapshot().value).toBe('maintenance');
    expect(actor.getSnapshot().context.result?.settings).toEqual({ n: 3 });
    actor.send({ type: 'status.checked', result: { systemStatus: 0, settings: { n: 4 } } });
    expect((await settled(actor)).value).toBe('ready');
    expect(restore).toHaveBeenCalledTimes(2);
  });

  it('moves from an open site to the region block when the visitor moved', async () => {
    const { actor } = boot([async () => ({ systemStatus: 0, settings: {} })]);
    await settled(actor);
    actor.send({ type: 'status.checked', result: { systemStatus: 2, ip: '198.51.100.1', settings: {} } });
    expect(actor.getSnapshot().value).toBe('regionBlocked');
    expect(actor.getSnapshot().context.result?.ip).toBe('198.51.100.1');
  });
});
