import { createContext, useContext } from 'react';
import type { SiteConfig } from '@/lib/config/load-merchant';

export const SiteContext = createContext<SiteConfig | null>(null);

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite() outside <SiteContext>');
  return site;
}
