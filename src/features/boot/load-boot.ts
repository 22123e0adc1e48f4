import type { SystemStatusValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { flattenWhitelabel } from '@/lib/config/site-flags';
import type { SiteSettings } from '@/lib/config/site-settings';
import type { BootResult, SystemStatus } from './boot.machine';

/** SPEC §4: maintenance takes priority over the region block. */
export function systemStatusOf(status: Pick<SystemStatusValue, 'maintenance' | 'regionRestriction'>): SystemStatus {
  if (status.maintenance) return 1;
  return status.regionRestriction ? 2 : 0;
}

export async function loadBoot(gateway: GatewayClient): Promise<BootResult<SiteSettings>> {
  const [status, whitelabel, registrationRules] = await Promise.all([
    callApi(gateway, 'system.status'),
    callApi(gateway, 'system.whitelabel'),
    callApi(gateway, 'system.registerSettings'),
  ]);
  return {
    systemStatus: systemStatusOf(status),
    ip: status.location.ip,
    settings: { status, flags: flattenWhitelabel(whitelabel), registrationRules },
  };
}
