import { createContext, useContext } from 'react';
import type {
  SystemConsolidatedValue,
  SystemCountryValue,
  SystemLocationValue,
  SystemRegisterSettingsValue,
  SystemStatusValue,
  SystemTemplatesValue,
} from '@/generated/api-types';
import type { FlagMap } from './site-flags';

/**
 * What the gateway told us at boot: the template, status info (customer service, CDNs...), the consolidated settings
 * (domains, resources with QR codes), country and location, the site flags and registration rules drawn from them.
 */
export interface SiteSettings {
  template: SystemTemplatesValue;
  status: SystemStatusValue;
  consolidated: SystemConsolidatedValue;
  country: SystemCountryValue;
  location: SystemLocationValue;
  flags: FlagMap;
  registrationRules: SystemRegisterSettingsValue;
}

export const SiteSettingsContext = createContext<SiteSettings | null>(null);

export function useSiteSettings(): SiteSettings {
  const settings = useContext(SiteSettingsContext);
  if (!settings) throw new Error('useSiteSettings() before boot finished');
  return settings;
}
