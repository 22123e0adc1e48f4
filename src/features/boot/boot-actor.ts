import { useSyncExternalStore } from 'react';
import { createActor, fromPromise } from 'xstate';
import type { AppServices } from '@/lib/services';
import type { SiteSettings } from '@/lib/config/site-settings';
import { bootMachine, type BootResult } from './boot.machine';
import { rememberDomains } from './domain-routes';
import { loadBoot } from './load-boot';
import { restoreSession } from './restore-session';

export type BootActor = ReturnType<typeof startBoot>;

/**
 * The boot machine, started with the page rather than with a component: its calls go out before React and the
 * dictionaries are ready, and it lives as long as the page does. `rendered`: the boot result of the page the server
 * rendered (no boot calls then).
 */
export function startBoot(services: AppServices, rendered?: BootResult<SiteSettings>) {
  if (rendered) rememberDomains(rendered.settings.domains);
  return createActor(
    bootMachine.provide({
      actors: {
        loadBoot: fromPromise<BootResult>(() => loadBoot(services.gateway)),
        restoreSession: fromPromise(() => restoreSession(services)),
      },
    }),
    { input: { rendered } },
  ).start();
}

/**
 * The boot machine of a page the server renders: in the state of the boot result the server read, or still booting
 * when it missed the page's deadline (then the page renders the busy sign, and the browser's app boots itself). It
 * makes no calls.
 */
export function serverBoot(rendered?: BootResult<SiteSettings>): BootActor {
  return createActor(
    bootMachine.provide({ actors: { loadBoot: fromPromise<BootResult>(() => new Promise<never>(() => undefined)) } }),
    { input: { rendered } },
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
    () => actor.getSnapshot(),
  );
}
