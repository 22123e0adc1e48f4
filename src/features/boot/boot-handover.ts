import type { BootResult } from './boot.machine';
import { flattenWhitelabel } from '@/lib/config/site-flags';
import type { SiteSettings } from '@/lib/config/site-settings';

/**
 * The boot result as a page hands it over: without what the app draws from the consolidated settings itself (the
 * flags, the registration rules) and without the status's copies of consolidated settings (`shared` names them), so
 * that no setting travels twice. `bootFromHandover` puts them back.
 */
export interface HandedBoot extends Omit<BootResult, 'settings'> {
  settings: Omit<SiteSettings, 'flags' | 'registrationRules'>;
  shared: string[];
}

/** On the server: the boot result, each setting once. */
export function handedBoot({ settings, ...result }: BootResult<SiteSettings>): HandedBoot {
  const { flags: _flags, registrationRules: _rules, ...kept } = settings;
  const consolidated = kept.consolidated as unknown as Record<string, unknown>;
  const info: Record<string, unknown> = { ...kept.status.info };
  const shared = Object.keys(info).filter(
    (key) => key in consolidated && JSON.stringify(info[key]) === JSON.stringify(consolidated[key]),
  );
  for (const key of shared) delete info[key];
  return { ...result, settings: { ...kept, status: { ...kept.status, info } as SiteSettings['status'] }, shared };
}

/** In the browser: the boot result the server had. */
export function bootFromHandover({ settings, shared, ...result }: HandedBoot): BootResult<SiteSettings> {
  const consolidated = settings.consolidated as unknown as Record<string, unknown>;
  const info = { ...settings.status.info } as Record<string, unknown>;
  for (const key of shared) info[key] = consolidated[key];
  return {
    ...result,
    settings: {
      ...settings,
      status: { ...settings.status, info } as SiteSettings['status'],
      flags: flattenWhitelabel(settings.consolidated.whitelabel),
      registrationRules: settings.consolidated.register,
    },
  };
}
