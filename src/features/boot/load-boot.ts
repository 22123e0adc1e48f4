import type { SystemStatusValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { flattenWhitelabel } from '@/lib/config/site-flags';
import { siteStatus, type SiteSettings } from '@/lib/config/site-settings';
import type { BootResult, SystemStatus } from './boot.machine';
import { rememberDomains } from './domain-routes';

/** SPEC §4: maintenance takes priority over the region block. */
export function systemStatusOf(status: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>): SystemStatus {
  if (status.maintenance) return 1;
  return status.regionRestriction ? 2 : 0;
}

/**
 * The boot calls: the site template, the status (which decides whether the site opens at all), the consolidated
 * settings (domain routes, resources, customer service, registration rules, whitelabel switches), the country and the
 * location. The platform's own front end asks for them one after another, in that order; none needs another's
 * answer, so they go out together: a phone far from the gateway waits one round trip instead of four, and the site
 * server's reads fit its deadline with a gateway twice as far away. The app keeps what it reads of them
 * (`SiteSettings`); the template's and the country's answers are not kept.
 */
export async function loadBoot(gateway: GatewayClient): Promise<BootResult<SiteSettings>> {
  const [, status, consolidated, , location] = await Promise.all([
    callApi(gateway, 'system.templates'),
    callApi(gateway, 'system.status'),
    callApi(gateway, 'system.consolidated'),
    callApi(gateway, 'system.country'),
    callApi(gateway, 'system.location'),
  ]);
  const domains = consolidated.domainRoute.domainList.map((d) => d.domainName);
  rememberDomains(domains);
  return {
    systemStatus: systemStatusOf(status),
    ip: location.ip,
    settings: {
      status: siteStatus(status),
      flags: flattenWhitelabel(consolidated.whitelabel),
      registrationRules: consolidated.register,
      domains,
    },
  };
}

/** A later status check (the tab became visible again): the same settings with the new status. */
export async function recheckStatus(gateway: GatewayClient, settings: SiteSettings): Promise<BootResult<SiteSettings>> {
  const status = await callApi(gateway, 'system.status');
  return {
    systemStatus: systemStatusOf(status),
    ip: status.location.ip,
    settings: { ...settings, status: siteStatus(status) },
  };
}
