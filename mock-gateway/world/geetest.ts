/**
 * Geetest, as the mock plays it: v3 challenges handed out by /wps/captcha/geetest, and the results the stand-in SDK
 * (/__mock/geetest) gets when the visitor passes its test check. The gateway verifies a result once: a missing, wrong,
 * stale or used one is `geetest_captcha_err`, as the platform answers. Results are random tokens kept here (no
 * secret to share with the SDK: only this world can say a token is one it issued).
 */
import { WorldError } from './errors.js';
import type { Clock, Rng } from './types.js';

/** How long a challenge or a passed result stays good (virtual time). */
export const GEETEST_RESULT_MS = 10 * 60_000;

/** v3: what the SDK's getValidate() answers after a pass. */
export interface GeetestV3Result {
  geetest_challenge: string;
  geetest_validate: string;
  geetest_seccode: string;
}

/** v4: what the SDK's getValidate() answers after a pass. */
export interface GeetestV4Result {
  captcha_id: string;
  lot_number: string;
  captcha_output: string;
  pass_token: string;
  gen_time: string;
}

export interface Geetest {
  /** v3's first step: a fresh challenge for the merchant's gt. */
  challenge(gt: string): string;
  /** The stand-in SDK's pass of a v3 challenge; an unknown, stale or used challenge is refused. */
  passV3(challenge: string): GeetestV3Result;
  /** The stand-in SDK's pass of a v4 check. */
  passV4(captchaId: string): GeetestV4Result;
  /** A v3 result sent with a call: the challenge was passed for this gt, the seccode is its validate + "|jordan". */
  verifyV3(gt: string, challenge: unknown, seccode: unknown): void;
  /** A v4 result sent with a call: issued for this captcha id, every field as issued. */
  verifyV4(captchaId: string, result: unknown): void;
}

const refuse = (): never => {
  throw new WorldError('geetest_captcha_err');
};
const hex = (rng: Rng, length: number) => Array.from({ length }, () => rng.int(0, 15).toString(16)).join('');

export function createGeetest(deps: { clock: Clock; rng: Rng }): Geetest {
  const { clock, rng } = deps;
  const challenges = new Map<string, { gt: string; at: number; validate?: string; used: boolean }>();
  const lots = new Map<string, GeetestV4Result & { at: number; used: boolean }>();
  const fresh = (at: number) => clock.now() - at <= GEETEST_RESULT_MS;
  // Stale entries can never verify again: drop them as new ones arrive, so a long-lived world stays small.
  const prune = (map: Map<string, { at: number }>) => {
    for (const [key, entry] of map) if (!fresh(entry.at)) map.delete(key);
  };

  return {
    challenge(gt) {
      prune(challenges);
      const challenge = hex(rng, 32);
      challenges.set(challenge, { gt, at: clock.now(), used: false });
      return challenge;
    },
    passV3(challenge) {
      const c = challenges.get(challenge);
      if (!c || c.used || c.validate || !fresh(c.at)) return refuse();
      c.validate = hex(rng, 32);
      c.at = clock.now();
      return { geetest_challenge: challenge, geetest_validate: c.validate, geetest_seccode: `${c.validate}|jordan` };
    },
    passV4(captchaId) {
      prune(lots);
      const result: GeetestV4Result = {
        captcha_id: captchaId,
        lot_number: hex(rng, 32),
        captcha_output: rng.token(48),
        pass_token: hex(rng, 64),
        gen_time: String(Math.floor(clock.now() / 1000)),
      };
      lots.set(result.lot_number, { ...result, at: clock.now(), used: false });
      return result;
    },
    verifyV3(gt, challenge, seccode) {
      if (typeof challenge !== 'string' || typeof seccode !== 'string') return refuse();
      const c = challenges.get(challenge);
      if (!c || c.gt !== gt || !c.validate || c.used || !fresh(c.at)) return refuse();
      if (seccode !== `${c.validate}|jordan`) return refuse();
      c.used = true;
    },
    verifyV4(captchaId, result) {
      if (!result || typeof result !== 'object') return refuse();
      const r = result as Partial<GeetestV4Result>;
      const lot = typeof r.lot_number === 'string' ? lots.get(r.lot_number) : undefined;
      if (!lot || lot.used || !fresh(lot.at) || lot.captcha_id !== captchaId) return refuse();
      if (r.captcha_id !== undefined && r.captcha_id !== captchaId) return refuse();
      if (r.pass_token !== lot.pass_token || r.captcha_output !== lot.captcha_output || r.gen_time !== lot.gen_time)
        return refuse();
      lot.used = true;
    },
  };
}
