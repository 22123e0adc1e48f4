/** member.*: registration, member info, avatar, consolidated contracts, password change and recovery, welcome bonus. */
import type * as Api from '../../src/generated/api-types.js';
import type { ContractType, RegistrationFields, WelcomeBonusChannel } from '../world/index.js';
import { fail } from '../lib/gateway-error.js';
import { currencySymbol, maskEmail, maskMobile, toMajor } from '../lib/to-api.js';
import { GEETEST_FIELDS, checkGeetest } from './geetest.js';
import { account, checkHumanVerification, clubLabel, loginValue, toUpline } from './shared.js';
import type { HandlerContext, HandlerMap } from './types.js';
import { apiContract } from './contracts.js';

/** Body keys that are not registration fields. */
const NOT_FIELDS = new Set([
  'humanVerification',
  'loginDeviceId',
  'loginFlag',
  'registerMethod',
  'registerUrl',
  ...GEETEST_FIELDS,
]);

function register(ctx: HandlerContext, method: 'username' | 'mobile'): Api.LoginValue {
  ctx.world.limits.hit('register', ctx.ip);
  checkHumanVerification(ctx, false);
  // With GEETEST3 on, a verified Geetest result replaces the image captcha.
  const humanChecked = checkGeetest(ctx, 'GEETEST3');
  // A captcha the rules ask for must be the current answer (a missing one is reported by the field rules).
  const captcha = ctx.body.captcha;
  if (
    !humanChecked &&
    ctx.merchant.seed.registrationRules.captcha?.enabled &&
    typeof captcha === 'string' &&
    captcha !== '' &&
    !ctx.world.captcha.check(captcha)
  ) {
    fail('captcha_invalid', { captcha: true });
  }
  const fields: RegistrationFields = {};
  for (const [k, v] of Object.entries(ctx.body)) if (!NOT_FIELDS.has(k) && typeof v === 'string') fields[k] = v;
  const r = ctx.world.auth.register({
    merchantCode: ctx.merchant.code,
    fields,
    method,
    ip: ctx.ip,
    ...(humanChecked ? { humanChecked } : {}),
  });
  return loginValue(ctx, r);
}

/** Items grouped under their productType, as the consolidated call's maps hold them. */
function byProductType<T>(items: readonly { productType: string; item: T }[]): Record<string, T[]> {
  const map: Record<string, T[]> = {};
  for (const { productType, item } of items) (map[productType] ??= []).push(item);
  return map;
}

export const memberHandlers = {
  'member.register': (ctx) => register(ctx, 'username'),
  'member.registerMobile': (ctx) => register(ctx, 'mobile'),
  // Named by the platform without a call site: served as the mobile registration (chosen here).
  'member.registerOnlyMobile': (ctx) => register(ctx, 'mobile'),

  // The code goes to the mobile only when it is the username's: a wrong pair says no more than "not registered".
  // Every merchant offers it (SPEC §2: the forgot-password popup always has both ways; FORGETPWDPHONE3 only makes
  // the phone the default choice).
  'member.passwordSms': (ctx) => {
    const b = ctx.body as { username: string; mobileNumber: string; countryDialingCode?: string };
    const digits = b.mobileNumber.replace(/\D/g, '');
    if (!/^[0-9+\s()-]+$/.test(b.mobileNumber.trim()) || digits.length < 6 || digits.length > 16)
      fail('mobile_format_invalid');
    const a = ctx.world.accounts.findByUsername(b.username.trim());
    if (!a?.mobileNum || a.mobileNum.replace(/\D/g, '') !== digits) fail('mobile_not_registered');
    const dialing = b.countryDialingCode ?? a.countryDialingCode ?? '63';
    return { expiredMinutes: ctx.world.sms.send(a.mobileNum, dialing, 'reset').expiredMinutes };
  },

  'member.info': (ctx) => {
    const a = account(ctx);
    const { world } = ctx;
    const wallet = world.wallets.summary(a.id);
    const trial = a.kind === 'trial';
    return {
      id: a.id,
      account: a.account,
      nickname: a.nickname,
      type: a.type,
      isAgent: a.kind === 'agent',
      isTrial: trial,
      currency: a.currency,
      currencySymbol: currencySymbol(a.currency),
      balance: toMajor(wallet.main),
      hasVip: a.vipLevel > 0,
      vipRankLevel: a.vipLevel,
      vipLabelName: `VIP ${a.vipLevel}`,
      availablePromoCount: trial ? 0 : 3,
      unreadMessage: trial ? 0 : world.mail.unreadCount(a.id),
      availablePromo: { REFERRAL: { enabled: !trial } },
      ...(a.mobileNum ? { mobileNum: maskMobile(a.mobileNum) } : {}),
      ...(a.email ? { email: maskEmail(a.email) } : {}),
      firstTimeLogin: a.firstTimeLogin,
      registeredAt: a.registeredAt,
      clubLabel: clubLabel(ctx, a),
      toUpline: toUpline(a),
      ...(ctx.auth ? { lastLogin: ctx.auth.session.issuedAt } : {}),
      ...(a.parentId !== undefined ? { parentId: a.parentId } : {}),
    };
  },

  'member.fundsConsolidated': (ctx) => {
    const a = account(ctx);
    ctx.world.play.requireRealAccount(a);
    const mine = ctx.world.contracts.list(a.id).filter((c) => c.downlineId === a.id);
    const offers = (type: ContractType): Api.ContractOffers =>
      byProductType(
        mine
          .filter((c) => c.type === type && c.status === 'PENDING')
          .map((c) => ({ productType: c.productType, item: apiContract(ctx.world, c) })),
      );
    // One signed contract per kind and product type: the map holds it, not a list.
    const signed = (type: ContractType): Api.SignedContracts => {
      const map: Api.SignedContracts = {};
      for (const c of mine.filter((x) => x.type === type && x.status === 'ACTIVE')) {
        map[c.productType] ??= {
          agent: {
            contractId: c.id,
            rate: c.rate,
            activeMembers: c.activeMembers,
            validBets: toMajor(c.validBets),
            profitAndLoss: toMajor(c.profitAndLoss),
            period: c.period,
            status: c.status,
          },
        };
      }
      return map;
    };
    return {
      dailysalreqtype: offers('DAILY'),
      divtypereq: offers('DIVIDEND'),
      contracthoursalreq: offers('HOURLY'),
      realtimesalreqtype: offers('REALTIME'),
      dailysalinfotype: signed('DAILY'),
      divtypeinfo: signed('DIVIDEND'),
      contracthoursalinfo: signed('HOURLY'),
      realtimesalinfotype: signed('REALTIME'),
      // The world has one kind of dividend contract (divtypereq) and no MR daily salary: their maps stay empty.
      divtypecompperiodreq: {},
      divtypecompperiodinfo: {},
      contractmrdailysalinfotype: {},
    };
  },

  'member.passwordChange': (ctx) => {
    const b = ctx.body as { oldPassword?: string; newPassword: string; confirmNewPassword: string };
    ctx.world.auth.changePassword(ctx.auth!.token, b, ctx.merchant.code);
    return true;
  },

  'member.passwordVerification': (ctx) => {
    const b = ctx.body as {
      newPassword: string;
      mobileNum: string;
      verificationCode: string;
      countryDialingCode?: string;
    };
    const r = ctx.world.auth.resetByPhone({
      mobileNum: b.mobileNum,
      verificationCode: b.verificationCode,
      newPassword: b.newPassword,
      ip: ctx.ip,
      merchantCode: ctx.merchant.code,
      ...(b.countryDialingCode ? { countryDialingCode: b.countryDialingCode } : {}),
    });
    return loginValue(ctx, r);
  },

  'member.passwordEmail': (ctx) => {
    const b = ctx.body as { username: string; email: string };
    ctx.world.auth.forgotByEmail(b);
    return true;
  },

  'member.welcomeBonus': (ctx) => {
    const b = ctx.body as { channel: WelcomeBonusChannel; number: string };
    const claim = ctx.world.bonus.claimWelcome({
      account: account(ctx),
      merchantCode: ctx.merchant.code,
      channel: b.channel,
      number: b.number,
    });
    if (claim.replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    return { claimed: true, amount: toMajor(claim.amount), currency: claim.currency };
  },
} satisfies HandlerMap;
