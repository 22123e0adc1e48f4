import { geetestLanguage } from './geetest-language';
import {
  runCaptcha,
  type GeetestV4Captcha,
  type GeetestV4Result,
  type GeetestWindow,
  type RunOptions,
} from './geetest-sdk';
import { HumanCheckError, type HumanCheck } from './human-check';
import { loadScript } from './load-script';

export interface GeetestV4Options extends RunOptions {
  /** The SDK (merchant config humanCheck.geetestV4Script). */
  scriptUrl: string;
  /** The status answer's gw.GEETEST_ID. */
  captchaId: string;
  /** The platform language code (EN, TY, ...). */
  language: string;
  win?: Window & GeetestWindow;
}

const FIELDS = ['lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;

/**
 * Geetest v4: initGeetest4 with the captcha id (product bind), showCaptcha(); the gateway gets geetestValidateV4,
 * the object getValidate() answers (chosen here: these five fields, captcha_id filled in when the SDK leaves it out).
 */
export function geetestV4({ scriptUrl, captchaId, language, win = window, ...run }: GeetestV4Options): HumanCheck {
  return {
    async run() {
      await loadScript(scriptUrl, { doc: win.document }).catch((e: Error) => {
        throw new HumanCheckError('unavailable', e.message);
      });
      const init = win.initGeetest4;
      if (!init) throw new HumanCheckError('unavailable', 'initGeetest4 is missing');
      const result = await runCaptcha<GeetestV4Result, GeetestV4Captcha>(
        (callback) => init({ captchaId, product: 'bind', language: geetestLanguage(language, 'v4') }, callback),
        (captcha) => captcha.showCaptcha(),
        run,
      );
      if (!FIELDS.every((field) => typeof result[field] === 'string'))
        throw new HumanCheckError('failed', 'incomplete result');
      const { lot_number, captcha_output, pass_token, gen_time } = result;
      return {
        geetestValidateV4: {
          captcha_id: typeof result.captcha_id === 'string' ? result.captcha_id : captchaId,
          lot_number,
          captcha_output,
          pass_token,
          gen_time,
        },
      };
    },
  };
}
