import type { GeetestV4Validate } from '@/generated/api-types';
import type { SiteStatus } from '@/lib/config/site-settings';
import type { FlagMap } from '@/lib/config/site-flags';

/**
 * The bot check the gateway may ask for instead of the image captcha (GATEWAY-CALLS-SEEN §1, §2): with the status
 * answer's gw.GEETEST_ID set, login and registration take a Geetest check under the whitelabel switch GEETEST3 and
 * SMS code sends (login by SMS, reset by phone, registration SMS) under GEETESTVCODE3. Providers implement
 * `HumanCheck`; they live in their own chunks and load their SDK only when a check runs.
 */

/** What a call is checked for: login and registration (GEETEST3), or sending an SMS code (GEETESTVCODE3). */
export type HumanCheckPurpose = 'login' | 'register' | 'sms';

export type GeetestVersion = 'v3' | 'v4';

/** The platform's fields of a passed check: v3 challenge + seccode, or v4's result object. */
export type HumanCheckFields =
  { geetestChallenge: string; geetestSeccode: string } | { geetestValidateV4: GeetestV4Validate };

export interface HumanCheck {
  /** Shows the check and answers its fields once passed; rejects with a HumanCheckError (or a gateway error). */
  run(): Promise<HumanCheckFields>;
}

/** Closed by the visitor, closed after a failed attempt, or the SDK could not start. */
export type HumanCheckFailure = 'cancelled' | 'failed' | 'unavailable';

export class HumanCheckError extends Error {
  constructor(
    readonly reason: HumanCheckFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
    this.name = 'HumanCheckError';
  }
}

/** The merchant's Geetest as the gateway names it. */
export interface GeetestSetup {
  version: GeetestVersion;
  /** v3 gt, v4 captchaId. */
  id: string;
}

const SWITCH: Record<HumanCheckPurpose, string> = { login: 'GEETEST3', register: 'GEETEST3', sms: 'GEETESTVCODE3' };

/** Geetest for a purpose, or null when the gateway names no id or the purpose's switch is off. Not v4 reads as v3. */
export function geetestFor(
  status: Pick<SiteStatus, 'info'> | undefined,
  flags: FlagMap,
  purpose: HumanCheckPurpose,
): GeetestSetup | null {
  const gw = status?.info?.gw;
  const id = gw?.GEETEST_ID?.trim();
  if (!id || !flags[SWITCH[purpose]]) return null;
  return { id, version: gw?.GEETEST_VERSION?.toLowerCase() === 'v4' ? 'v4' : 'v3' };
}
