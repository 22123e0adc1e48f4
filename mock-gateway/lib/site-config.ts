/** Reads site-config/ (merchants, registration pattern catalogue) into what the gateway and the world need. */
import fs from 'node:fs';
import path from 'node:path';
import type { RegistrationRules } from '../../src/generated/config-types.js';
import type { MerchantSeed, PatternDef, WelcomeBonusSeed } from '../world/index.js';

export interface SiteMerchant {
  /** Folder code. */
  code: string;
  /** What the world needs. */
  seed: MerchantSeed;
  /** Header code used for the default domain. */
  defaultMerchantCode: string;
  hosts: string[];
  languages: { supported: string[]; default: string };
  /** The registration rules as merchant.json holds them, which is what /wps/system/setting/register answers. */
  registrationRules: RegistrationRules;
  /** Raw merchant.json for the rare handler that needs more. */
  raw: Record<string, unknown>;
}

export interface SiteConfig {
  merchants: SiteMerchant[];
  /** The 21 registration patterns (registration-patterns.json), the world's only source of pattern regexes. */
  patterns: PatternDef[];
  /** Merchant header code -> merchant. */
  byMerchantCode: Map<string, SiteMerchant>;
}

interface MerchantJson {
  code: string;
  brand?: { name?: string };
  customerService?: { placements?: { csPosition: string }[] };
  footer?: { contact?: { kind: string; value: string }[] };
  merchantCodes: { default: string; byDomain?: Record<string, string> };
  siteFlags?: Record<string, string | boolean>;
  registrationRules: RegistrationRules;
  domains?: { hosts?: string[] };
  languages?: { supported?: string[]; default?: string };
  registration?: { welcomeBonus?: WelcomeBonusSeed };
}

export const PATTERNS_FILE = 'registration-patterns.json';

/** The pattern catalogue of site-config (`<dir>/registration-patterns.json`, the file the front end reads too). */
export function loadRegistrationPatterns(dir: string): PatternDef[] {
  const file = path.join(dir, PATTERNS_FILE);
  if (!fs.existsSync(file)) throw new Error(`registration pattern catalogue not found: ${file}`);
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { patterns?: unknown };
  if (!Array.isArray(raw.patterns)) throw new Error(`${file}: expected { "patterns": [...] }`);
  return raw.patterns as PatternDef[];
}

export function loadSiteConfig(dir: string): SiteConfig {
  if (!fs.existsSync(dir)) throw new Error(`site-config directory not found: ${dir}`);
  const merchants: SiteMerchant[] = [];
  for (const d of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const file = path.join(dir, d.name, 'merchant.json');
    if (!d.isDirectory() || !fs.existsSync(file)) continue;
    const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as MerchantJson & Record<string, unknown>;
    const codes = [raw.merchantCodes.default, ...Object.values(raw.merchantCodes.byDomain ?? {})];
    // Every csPosition the site can open: its customer-service buttons and the footer's live-chat contacts.
    const csPositions = [
      ...(raw.customerService?.placements ?? []).map((p) => p.csPosition),
      ...(raw.footer?.contact ?? []).filter((c) => c.kind === 'livechat').map((c) => c.value),
    ];
    merchants.push({
      code: raw.code,
      seed: {
        code: raw.code,
        merchantCodes: [...new Set(codes)],
        siteFlags: raw.siteFlags ?? {},
        registrationRules: { ...raw.registrationRules },
        customerServicePositions: [...new Set(csPositions)],
        ...(raw.registration?.welcomeBonus ? { welcomeBonus: raw.registration.welcomeBonus } : {}),
        ...(raw.brand?.name ? { brandName: raw.brand.name } : {}),
      },
      defaultMerchantCode: raw.merchantCodes.default,
      hosts: raw.domains?.hosts ?? [],
      languages: { supported: raw.languages?.supported ?? ['EN'], default: raw.languages?.default ?? 'EN' },
      registrationRules: raw.registrationRules,
      raw,
    });
  }
  if (merchants.length === 0) throw new Error(`no merchant found in ${dir} (expected <code>/merchant.json)`);
  const byMerchantCode = new Map<string, SiteMerchant>();
  for (const m of merchants) for (const c of m.seed.merchantCodes) byMerchantCode.set(c, m);
  return { merchants, byMerchantCode, patterns: loadRegistrationPatterns(dir) };
}

/** Site flags are '1' / '0' strings or booleans. */
export function flagOn(m: SiteMerchant, name: string): boolean {
  const v = m.seed.siteFlags[name];
  return v === true || v === '1';
}
