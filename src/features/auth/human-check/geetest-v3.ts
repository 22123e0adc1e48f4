import type { CaptchaGeetestValue } from '@/generated/api-types';
import { geetestLanguage } from './geetest-language';
import {
  runCaptcha,
  type GeetestV3Captcha,
  type GeetestV3Result,
  type GeetestWindow,
  type RunOptions,
} from './geetest-sdk';
import { HumanCheckError, type HumanCheck } from './human-check';
import { loadScript } from './load-script';

export interface GeetestV3Options extends RunOptions {
  /** The SDK (merchant config humanCheck.geetestV3Script). */
  scriptUrl: string;
  /** Geetest's first step through the gateway: gt and a fresh challenge (GET /wps/captcha/geetest). */
  challenge: () => Promise<CaptchaGeetestValue>;
  /** The platform language code (EN, TY, ...). */
  language: string;
  win?: Window & GeetestWindow;
}

/**
 * Geetest v3: a fresh challenge from the gateway, initGeetest with it (product bind), verify(); the gateway gets
 * geetestChallenge and geetestSeccode (the seccode carries the validate: the platform sends no geetestValidate).
 */
export function geetestV3({ scriptUrl, challenge, language, win = window, ...run }: GeetestV3Options): HumanCheck {
  return {
    async run() {
      const [, start] = await Promise.all([
        loadScript(scriptUrl, { doc: win.document }).catch((e: Error) => {
          throw new HumanCheckError('unavailable', e.message);
        }),
        challenge(),
      ]);
      const init = win.initGeetest;
      if (!init) throw new HumanCheckError('unavailable', 'initGeetest is missing');
      const result = await runCaptcha<GeetestV3Result, GeetestV3Captcha>(
        (callback) =>
          init(
            {
              gt: start.gt,
              challenge: start.challenge,
              new_captcha: start.newCaptcha,
              offline: false,
              product: 'bind',
              lang: geetestLanguage(language, 'v3'),
              https: win.location.protocol === 'https:',
            },
            callback,
          ),
        (captcha) => captcha.verify(),
        run,
      );
      if (typeof result.geetest_challenge !== 'string' || typeof result.geetest_seccode !== 'string')
        throw new HumanCheckError('failed', 'incomplete result');
      return { geetestChallenge: result.geetest_challenge, geetestSeccode: result.geetest_seccode };
    },
  };
}
