import { useEffect, useRef } from 'react';
import type { SiteSettings } from '@/lib/config/site-settings';
import type { GatewayClient } from '@/lib/gateway/client';
import type { BootResult } from './boot.machine';
import { isDomainFailure } from './domain-routes';
import { recheckStatus } from './load-boot';

/**
 * Checks the status again whenever the tab becomes visible (as the platform's shell does), so a maintenance window
 * or a region block that started while the visitor was away shows at once. A domain that stopped serving hands over
 * to `onDomainDown` (the domain fallback); other failures keep the page as it is.
 */
export function useStatusRecheck(
  gateway: GatewayClient,
  settings: SiteSettings | undefined,
  onResult: (result: BootResult<SiteSettings>) => void,
  onDomainDown: () => void,
): void {
  const latest = useRef({ settings, onResult, onDomainDown });
  latest.current = { settings, onResult, onDomainDown };
  const enabled = !!settings;
  useEffect(() => {
    if (!enabled) return;
    let checking = false;
    const check = async () => {
      const current = latest.current.settings;
      if (document.visibilityState !== 'visible' || checking || !current) return;
      checking = true;
      try {
        latest.current.onResult(await recheckStatus(gateway, current));
      } catch (error) {
        if (isDomainFailure(error)) latest.current.onDomainDown();
      } finally {
        checking = false;
      }
    };
    document.addEventListener('visibilitychange', check);
    return () => document.removeEventListener('visibilitychange', check);
  }, [gateway, enabled]);
}
