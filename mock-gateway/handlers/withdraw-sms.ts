/** withdraw.sms: the code a withdrawal needs when the merchant asks for SMS verification (world/withdraw-sms.ts). */
import { maskMobile } from '../lib/to-api.js';
import { sendWithdrawCode } from '../world/withdraw-sms.js';
import type { HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

export const withdrawSmsHandlers = {
  'withdraw.sms': (ctx) => {
    const { expiredMinutes, mobileNum } = sendWithdrawCode(ctx.world.sms, moneyAccount(ctx));
    return { expiredMinutes, mobileNum: maskMobile(mobileNum) };
  },
} satisfies HandlerMap;
