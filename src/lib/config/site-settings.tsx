import { createContext, useContext } from 'react';
import type { SystemRegisterSettingsValue, SystemStatusValue } from '@/generated/api-types';
import type { FlagMap } from './site-flags';

/** What the gateway told us at boot: status info (customer service, CDNs...), site flags and registration rules. */
export interface SiteSettings {
  status: SystemStatusValue;
  flags: FlagMap;
  registrationRules: SystemRegisterSettingsValue;
}

export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings() before boot finished');
  return settings;
}
