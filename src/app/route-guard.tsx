import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import { useServices } from '@/lib/services';
import { sessionPending, useSessionSnapshot } from '@/lib/session/session-store';
import { guardRoute, type GuardedRoute } from './route-guards';

/** A pathless layout route: its children render only when the guard allows, else the visitor is redirected. */
export function RouteGuard(requirement: GuardedRoute) {
  const { session } = useServices();
  // The session a guarded page renders for comes as a deferred value: the page that opens when the member's info
  // arrives (a whole centre) renders in slices that yield to the browser, not in the store's synchronous update.
  const snapshot = useDeferredValue(useSessionSnapshot(session));
  const { hasToken, kind } = snapshot;
  const location = useLocation();
  const dialogs = useDialogs();
  const { t } = useTranslation();
  // With a token but no member info yet, the account kind is unknown: wait rather than guess.
  // Rendered on the server (and hydrating that): nobody is sent away before the page knows.
  const pending = requirement.area ? sessionPending(snapshot) : snapshot.unknown;
  const decision = pending ? null : guardRoute(requirement, { hasToken, kind });

  const messageKey = decision && !decision.allow ? decision.messageKey : undefined;
  useEffect(() => {
    if (messageKey)
      void dialogs.show({ title: t('shell.notAllowedTitle'), icon: 'warning', children: <p>{t(messageKey)}</p> });
  }, [messageKey, dialogs, t]);

  // A centre's frame renders before the session is known (the server's render above all): its outlet shows the page
  // once it is (components/centre-menu/centre-outlet.tsx).
  if (!decision) return requirement.area ? <Outlet /> : null;
  if (!decision.allow)
    return <Navigate to={decision.redirectTo} replace state={{ from: location.pathname + location.search }} />;
  return <Outlet />;
}
