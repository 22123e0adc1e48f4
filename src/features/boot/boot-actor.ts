import { useSyncExternalStore } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { AppServices } from '@/lib/services';
import { bootMachine, type BootResult } from './boot.machine';
import { loadBoot } from './load-boot';
import { restoreSession } from './restore-session';

export type BootActor = ReturnType<typeof startBoot>;

/**
 * The boot machine, started with the page rather than with a component: its calls go out before React and the
 * dictionaries are ready, and it lives as long as the page does.
 */
export function startBoot(services: AppServices) {
  return createActor(
    bootMachine.provide({
      actors: {
        loadBoot: fromPromise<BootResult>(() => loadBoot(services.gateway)),
        restoreSession: fromPromise(() => restoreSession(services)),
      },
    }),
  ).start();
}

/**
 * The boot machine's current state. React's own store hook: @xstate/react (and its shims for older Reacts) would add
 * 1.3 kB gzip to the first screen for this one subscription.
 */
export function useBootState(actor: BootActor) {
  return useSyncExternalStore(
    (changed) => {
      const subscription = actor.subscribe(changed);
      return () => subscription.unsubscribe();
    },
    () => actor.getSnapshot(),
  );
}
