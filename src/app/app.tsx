import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { BrowserRouter, type RouteObject } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { LoaderOverlay } from '@/components/loader-overlay';
import { platformMerchantCode } from '@/lib/config/resolve-merchant';
import { useSite } from '@/lib/config/site-context';
import { SiteSettingsContext, type SiteSettings } from '@/lib/config/site-settings';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { withWords } from '@/lib/i18n/i18n';
import { useServices } from '@/lib/services';
import { useBootState, type BootActor } from '@/features/boot/boot-actor';
import { forgetTriedDomains, isDomainFailure } from '@/features/boot/domain-routes';
import { BootFailedPage } from '@/features/boot/status-pages';
import { useStatusRecheck } from '@/features/boot/use-status-recheck';
import { CustomerServiceButton } from '@/features/shell/customer-service-button';
import type { LaterRoutes } from './later-routes';
import { useLaterRoutes } from './later-routes-loader';
import { AppRoutes } from './route-elements';
import { buildRoutes } from './router';

// Shown only while the site is closed, with their words: not part of every visit's first script.
const siteClosedPages = () => withWords(import('@/features/boot/site-closed-pages'), 'later');
const MaintenancePage = lazy(() => siteClosedPages().then((m) => ({ default: m.MaintenancePage })));
const RegionBlockedPage = lazy(() => siteClosedPages().then((m) => ({ default: m.RegionBlockedPage })));

/**
 * `boot`: the boot machine, started with the page. `painted`: the first screen the server painted into the page
 * (server/first-screen.ts), on show until the app has a screen of its own.
 */
export function App({ boot, painted }: { boot: BootActor; painted?: Element | null }) {
  const services = useServices();
  const { merchant } = useSite();
  const { t, i18n } = useTranslation();
  const state = useBootState(boot);
  const ready = state.matches('ready');
  const later = useLaterRoutes();
  const [built, setBuilt] = useState<{ routes: RouteObject[]; later?: LaterRoutes } | null>(null);
  const routes = built?.routes;
  useEffect(() => {
    // The first screen is the largest render of the visit: as a transition React renders it in slices, so the
    // page stays responsive (no long task) while it builds.
    if (ready) forgetTriedDomains();
    // Rebuilt once more when a visit first opens a page beyond the landing pages and the later routes arrive.
    if (ready && (!built || built.later !== later))
      startTransition(() => setBuilt({ routes: buildRoutes(later), later }));
  }, [ready, built, later]);
  const settings = state.context.result?.settings as SiteSettings | undefined;

  // domain_not_available (or no answer at all): the visitor moves to the fastest of the merchant's other domains.
  const [movingDomain, setMovingDomain] = useState<'idle' | 'moving' | 'none'>('idle');
  const moveDomain = useMemo(
    () => () => {
      setMovingDomain('moving');
      // Loaded only now: a visit whose domain serves never downloads it.
      void import('@/features/boot/domain-fallback')
        .then(({ moveToFastestDomain, pingWith }) =>
          moveToFastestDomain(
            merchant.domains.hosts,
            pingWith((host) => ({
              Merchant: platformMerchantCode(host, merchant.merchantCodes),
              Language: i18n.language,
            })),
          ),
        )
        .catch(() => false)
        .then((moved) => !moved && setMovingDomain('none'));
    },
    [merchant, i18n],
  );
  const bootFailed = state.matches('failed');
  const domainDown = bootFailed && isDomainFailure(state.context.error);
  useEffect(() => {
    if (domainDown && movingDomain === 'idle') moveDomain();
  }, [domainDown, movingDomain, moveDomain]);
  useStatusRecheck(services.gateway, settings, (result) => boot.send({ type: 'status.checked', result }), moveDomain);

  // Whatever the app shows first takes the painted screen's place in the same commit: nothing shows in between.
  const replacing = painted && <RemovedOnMount element={painted} />;
  // Looking for another domain (or about to, this render): the failure page shows only once none answers.
  if (movingDomain === 'moving' || (domainDown && movingDomain === 'idle'))
    return (
      <>
        {replacing}
        <LoaderOverlay label={t('boot.loading')} />
      </>
    );
  if (bootFailed) {
    return (
      <>
        {replacing}
        <BootFailedPage
          messageKey={errorMessageKey(state.context.error)}
          onRetry={() => boot.send({ type: 'boot.retry' })}
        />
      </>
    );
  }
  if (!settings || (!routes && !state.matches('maintenance') && !state.matches('regionBlocked'))) {
    // Booting: the painted screen, with its own busy sign, is the app's loader.
    return painted?.isConnected ? null : <LoaderOverlay label={t('boot.loading')} />;
  }
  return (
    <SiteSettingsContext value={settings}>
      {replacing}
      <Suspense fallback={<LoaderOverlay label={t('boot.loading')} />}>
        {state.matches('maintenance') && (
          <MaintenancePage
            until={settings.status.maintenanceEnd}
            customerService={<CustomerServiceButton where="maintenance" />}
          />
        )}
        {state.matches('regionBlocked') && (
          <RegionBlockedPage
            location={settings.status.location}
            customerService={<CustomerServiceButton where="regionBlocked" />}
          />
        )}
      </Suspense>
      {routes && state.matches('ready') && (
        <BrowserRouter>
          <AppRoutes routes={routes} />
        </BrowserRouter>
      )}
    </SiteSettingsContext>
  );
}

function RemovedOnMount({ element }: { element: Element }) {
  useLayoutEffect(() => element.remove(), [element]);
  return null;
}
