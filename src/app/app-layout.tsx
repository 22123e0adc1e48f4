import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { ShellLayout } from '@/features/shell/shell-layout';
import type { MerchantConfig } from '@/generated/config-types';
import type { GatewayClient } from '@/lib/gateway/client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { AuthDialogsMount } from './auth-dialogs-mount';
import { PublicPopups } from './public-popups';
import { SessionEndedListener } from './session-ended-listener';

// In the signed-in file: a visitor never downloads it. Preloaded, it renders at once (see withdrawal-receipt-watch).
let loaded: typeof import('./signed-in-mounts') | undefined;
const signedInMounts = () => import('./signed-in-mounts').then((m) => (loaded = m));
const LazyMounts = lazy(signedInMounts);

/** A signed-in page load (at start): the signed-in file, and its reads beside the boot calls. */
export function preloadSignedInMounts(gateway: GatewayClient): void {
  signedInMounts().then(
    (m) => m.prefetchSignedInReads(gateway),
    () => undefined,
  );
}

/**
 * A signed-in page load, once the dictionaries have started: the code, words and first reads of the pages the address
 * shows, from the signed-in file (a visitor's first screen carries none of it).
 */
export function preloadSignedInPages(pathname: string, merchant: MerchantConfig, gateway: GatewayClient): void {
  signedInMounts().then(
    (m) => m.preloadLandingPages(pathname, merchant, gateway),
    () => undefined,
  );
}

/** The root layout: the shell frame plus the app-wide listeners and dialogs that compose several features. */
export function AppLayout() {
  const { session } = useServices();
  // In a pass of their own after the page's first render: in hand at start, they would lengthen it into a long task.
  const signedIn = useDeferredValue(useSessionSnapshot(session).hasToken, false);
  // Chosen once: a component type that changed while mounted would remount the push channel and the dock.
  const [SignedInMounts] = useState(() => loaded?.default ?? LazyMounts);
  return (
    <>
      <ShellLayout />
      <SessionEndedListener />
      <AuthDialogsMount />
      <PublicPopups />
      {signedIn && (
        <Suspense fallback={null}>
          <SignedInMounts />
        </Suspense>
      )}
    </>
  );
}
