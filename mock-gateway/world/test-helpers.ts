/** Shared fixtures for the world's unit tests. */
import { loadRegistrationPatterns } from '../lib/site-config.js';
import { DEFAULT_SITE_CONFIG_DIR } from '../lib/paths.js';
import { createWorld, type MerchantSeed, type PatternDef, type World } from './index.js';

/** The pattern catalogue the gateway passes in (site-config/registration-patterns.json). */
export const PATTERN_DEFS: readonly PatternDef[] = loadRegistrationPatterns(DEFAULT_SITE_CONFIG_DIR);

export const START = Date.UTC(2026, 0, 15, 12, 0, 0);

export const MERCHANT: MerchantSeed = {
  code: 'royal',
  merchantCodes: ['ROYAL01'],
  siteFlags: { MOBILENUMREG3: '1', USERNAMEREG3: '1', REGMOBVERF3: '0', PWDEXPFORCECHANGE3: '1' },
  registrationRules: {
    username: {
      enabled: true,
      required: true,
      patternId: 1,
      minLength: 6,
      maxLength: 13,
      acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
    },
    password: { enabled: true, required: true, patternId: 0, minLength: 6, maxLength: 16, acceptedPattern: '*' },
    mobileNum: {
      enabled: true,
      required: false,
      patternId: 6,
      minLength: 10,
      maxLength: 16,
      acceptedPattern: '^[0-9]+$',
    },
    email: { enabled: true, required: false, patternId: 3, minLength: 5, maxLength: 60 },
  },
};

export function world(seed = 42, merchants: MerchantSeed[] = [MERCHANT]): World {
  return createWorld({ seed, merchants, patterns: PATTERN_DEFS, fixedStart: START });
}

/** Expect a thrown WorldError with this code; returns it. */
export function codeOf(fn: () => unknown): string | undefined {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
}

export function errorOf(fn: () => unknown): { code: string; status: number; value?: unknown } {
  try {
    fn();
  } catch (e) {
    return e as { code: string; status: number; value?: unknown };
  }
  throw new Error('expected a WorldError, nothing was thrown');
}
