import { lazy, Suspense } from 'react';
import { ShellLayout } from '@/features/shell/shell-layout';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { AuthDialogsMount } from './auth-dialogs-mount';
import { PublicPopups } from './public-popups';
import { SessionEndedListener } from './session-ended-listener';

// In the signed-in file: a visitor never downloads it.
const SignedInMounts = lazy(() => import('./signed-in-mounts'));

/** The root layout: the shell frame plus the app-wide listeners and dialogs that compose several features. */
export function AppLayout() {
  const { session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  return (
    <>
      <ShellLayout />
      <SessionEndedListener />
      <AuthDialogsMount />
      <PublicPopups />
      {hasToken && (
        <Suspense fallback={null}>
          <SignedInMounts />
        </Suspense>
      )}
    </>
  );
}
