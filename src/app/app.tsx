import {
  lazy,
  startTransition,
  Suspense,
  useEffect,
  useMemo,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
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
 * `boot`: the boot machine, started with the page (or, on the server, with the boot result the page is rendered
 * with). `Router`: the browser's by default; the server renders the visitor's address with a static one.
 * `laterRoutes`: those the page is rendered (or hydrated) with, when its path needs them (routes-for.ts).
 */
export function App({
  boot,
  Router = BrowserRouter,
  laterRoutes,
}: {
  boot: BootActor;
  Router?: ComponentType<{ children: ReactNode }>;
  laterRoutes?: LaterRoutes;
}) {
  const services = useServices();
  const { merchant } = useSite();
  const { t, i18n } = useTranslation();
  const state = useBootState(boot);
  const ready = state.matches('ready');
  const later = useLaterRoutes(laterRoutes);
  // Booted already (a page the server rendered, and the server's render itself): the routes are in the first render,
  // which must equal the server's for hydration.
  const [built, setBuilt] = useState<{ routes: RouteObject[]; later?: LaterRoutes } | null>(() =>
    ready ? { routes: buildRoutes(later), later } : null,
  );
  const routes = built?.routes;
  useEffect(() => {
    // Booted in the browser, the first screen is the largest render of the visit: as a transition React renders it
    // in slices, so the page stays responsive (no long task) while it builds.
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

  // Looking for another domain (or about to, this render): the failure page shows only once none answers.
  if (movingDomain === 'moving' || (domainDown && movingDomain === 'idle'))
    return <LoaderOverlay label={t('boot.loading')} />;
  if (bootFailed) {
    return (
      <BootFailedPage
        messageKey={errorMessageKey(state.context.error)}
        onRetry={() => boot.send({ type: 'boot.retry' })}
      />
    );
  }
  if (!settings || (!routes && !state.matches('maintenance') && !state.matches('regionBlocked'))) {
    return <LoaderOverlay label={t('boot.loading')} />;
  }
  return (
    <SiteSettingsContext value={settings}>
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
        <Router>
          <AppRoutes routes={routes} />
        </Router>
      )}
    </SiteSettingsContext>
  );
}
