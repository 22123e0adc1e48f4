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
 * The platform's boot order: the site template, then the status (which decides whether the site opens at all), then
 * the consolidated settings (domain routes, resources, customer service, registration rules, whitelabel switches),
 * then country and location together. The app keeps what it reads of them (`SiteSettings`): the template and the
 * country's answers are asked for in the platform's order, and not kept.
 */
export async function loadBoot(gateway: GatewayClient): Promise<BootResult<SiteSettings>> {
  await callApi(gateway, 'system.templates');
  const status = await callApi(gateway, 'system.status');
  const consolidated = await callApi(gateway, 'system.consolidated');
  const domains = consolidated.domainRoute.domainList.map((d) => d.domainName);
  rememberDomains(domains);
  const [, location] = await Promise.all([callApi(gateway, 'system.country'), callApi(gateway, 'system.location')]);
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
