/** captcha.*: a new image captcha (bare base64 PNG); QA reads the answer at /__mock/captcha. */
import type { HandlerMap } from './types.js';

export const captchaHandlers = {
  'captcha.image': (ctx) => ctx.world.captcha.newCaptcha().png,
} satisfies HandlerMap;
