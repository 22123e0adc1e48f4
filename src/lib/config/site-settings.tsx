import { createContext, useContext } from 'react';
import type { SystemRegisterSettingsValue, SystemStatusValue } from '@/generated/api-types';
import type { FlagMap } from './site-flags';

/**
 * The status answer as the app keeps it: `info` holds only what the app reads. The rest repeats the consolidated
 * settings or goes unused (the resources' QR codes), and a page the server rendered would carry it for nothing.
 */
export type SiteStatus = Omit<SystemStatusValue, 'info'> & {
  info: Pick<SystemStatusValue['info'], 'customerService' | 'imageCDNs' | 'launchGameCDNs' | 'gw'>;
};

/** What the app keeps of the boot calls: the status, the site flags, the registration rules and the site's domains. */
export interface SiteSettings {
  status: SiteStatus;
  flags: FlagMap;
  registrationRules: SystemRegisterSettingsValue;
  domains: string[];
}

export function siteStatus({ info, ...status }: SystemStatusValue): SiteStatus {
  const { customerService, imageCDNs, launchGameCDNs, gw } = info;
  return { ...status, info: { customerService, imageCDNs, launchGameCDNs, gw } };
}

export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings() before boot finished');
  return settings;
}
