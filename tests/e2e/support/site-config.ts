import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DomainMap, MerchantConfig } from '../../../src/generated/config-types';

const configDir = path.resolve(import.meta.dirname, '../../../site-config');

export function readMerchants(): MerchantConfig[] {
  return readdirSync(configDir)
    .filter((name) => statSync(path.join(configDir, name)).isDirectory())
    .map((name) => JSON.parse(readFileSync(path.join(configDir, name, 'merchant.json'), 'utf8')) as MerchantConfig);
}

export function readDomainMap(): DomainMap {
  return JSON.parse(readFileSync(path.join(configDir, 'domains.json'), 'utf8')) as DomainMap;
}

/** A URL on one of the merchant's own hosts; Chromium resolves every host to this machine (playwright.config.ts). */
export function merchantUrl(merchant: MerchantConfig, pathname = '/'): string {
  const port = Number(process.env.E2E_PORT ?? 4173);
  return `http://${merchant.domains.hosts[0]}:${port}${pathname}`;
}
