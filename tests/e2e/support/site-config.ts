import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { DomainMap, MerchantConfig } from '../../../src/generated/config-types';

const configDir = path.resolve(import.meta.dirname, '../../../site-config');

/** The port of the site under test (playwright.config.ts starts it there). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
/** The site and its mock gateway, reached on the loopback address. */
export const GATEWAY = `http://127.0.0.1:${E2E_PORT}`;

export function readMerchants(): MerchantConfig[] {
  return readdirSync(configDir)
    .filter((name) => statSync(path.join(configDir, name)).isDirectory())
    .map((name) => JSON.parse(readFileSync(path.join(configDir, name, 'merchant.json'), 'utf8')) as MerchantConfig);
}

/**
 * A merchant by its code. The specs are written for the two shipped merchants (royal: TY default, dark, every flag on;
 * solbet: EN default, light, other flags), so a merchant an operator adds never changes what they test.
 */
export function merchantByCode(code: string): MerchantConfig {
  const merchant = readMerchants().find((m) => m.code === code);
  if (!merchant) throw new Error(`the end-to-end tests need the merchant "${code}" in site-config/`);
  return merchant;
}

export const royal = merchantByCode('royal');
export const solbet = merchantByCode('solbet');
/** The merchants the config-dependent specs run on. */
export const testedMerchants: readonly MerchantConfig[] = [royal, solbet];

export function readDomainMap(): DomainMap {
  return JSON.parse(readFileSync(path.join(configDir, 'domains.json'), 'utf8')) as DomainMap;
}

/** A URL on one of the merchant's own hosts; Chromium resolves every host to this machine (playwright.config.ts). */
export function merchantUrl(merchant: MerchantConfig, pathname = '/'): string {
  return `http://${merchant.domains.hosts[0]}:${E2E_PORT}${pathname}`;
}
