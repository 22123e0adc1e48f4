/** deposit.*: methods and channels, promotions, the three kinds of submit, "I have paid", slips, records, hasten. */
import type * as Api from '../../src/generated/api-types.js';
import {
  DEPOSIT_METHODS,
  DEPOSIT_PROMOTIONS,
  channelOf,
  methodOfVendor,
  receiverOf,
  type DepositKind,
  type DepositMethod,
  type DepositView,
} from '../world/cashier.js';
import { walletConfig } from '../world/wallet-config.js';
import QRCode from 'qrcode';
import { fail } from '../lib/gateway-error.js';
import { nonEmpty, toMajor, toMinor } from '../lib/to-api.js';
import type { AnswerHandler, EndpointAnswers, HandlerContext, HandlerMap } from './types.js';
import { moneyAccount } from './wallet.js';

const MAX_WINDOW_MS = 31 * 86_400_000;
const yn = (b: boolean): 'Y' | 'N' => (b ? 'Y' : 'N');

/** merchant.json wallet.depositMobileVerificationType: REQUIRED sends a member without a mobile number to verify one. */
const mobileRequired = (ctx: HandlerContext): boolean =>
  walletConfig(ctx.merchant.raw).depositMobileVerificationType === 'REQUIRED';

/** merchant.json wallet.depositMethods: the cashier's methods this merchant offers (every one when it names none). */
function offeredMethods(ctx: HandlerContext): readonly DepositMethod[] {
  const codes = walletConfig(ctx.merchant.raw).depositMethods;
  return codes ? DEPOSIT_METHODS.filter((m) => codes.includes(m.code)) : DEPOSIT_METHODS;
}

const offers = (ctx: HandlerContext, method: string | undefined): boolean =>
  offeredMethods(ctx).some((m) => m.code === method);

/** The method of a channel, when this merchant offers it (else the submit answers deposit_channel_unavailable). */
function offeredMethodOf(ctx: HandlerContext, vendorId: string): string | undefined {
  const method = methodOfVendor(vendorId);
  return offers(ctx, method) ? method : undefined;
}

const stateOf = (d: DepositView): Api.DepositStateValue => ({
  depositId: d.depositId,
  state: d.state,
  accelerationStatus: d.acceleration,
  depositSlip: yn(d.depositSlip),
});

function submit(kind: DepositKind): AnswerHandler<EndpointAnswers['deposit.redirect']> {
  return async (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as { amount: number; vendorId: string; bankCode?: string; promotionId?: string };
    if (mobileRequired(ctx) && !a.mobileNum) fail('deposit_mobile_unverified');
    const method = offeredMethodOf(ctx, b.vendorId);
    if (!method) fail('deposit_channel_unavailable', { vendorId: b.vendorId });
    const amount = toMinor(b.amount);
    if (amount === undefined || amount <= 0)
      fail('amount_invalid', undefined, 'The amount must be positive with at most 2 decimals');
    const { deposit: d, replayed } = ctx.world.cashier.submit(
      a.id,
      {
        method,
        vendorId: b.vendorId,
        amount,
        ...(b.bankCode ? { bankCode: b.bankCode } : {}),
        ...(b.promotionId ? { promotionId: b.promotionId } : {}),
      },
      ctx.idempotencyKey!,
      kind,
    );
    if (replayed) ctx.setHeader('Idempotent-Replayed', 'true');
    const channel = channelOf(d.method, d.vendorId)!.channel;
    const base = {
      depositId: d.depositId,
      amount: toMajor(d.requestedAmount),
      state: d.state,
      confirmationRequired: yn(channel.confirmationRequired),
      expireTime: d.accelerateUntil,
    };
    if (kind === 'REDIRECT') return { ...base, redirectUrl: `${ctx.origin}/__mock/cashier/pay/${d.depositId}` };
    if (kind === 'QR') {
      const walletAddress = `PH-QRPAY-${d.depositId}`;
      // The platform answers an image to show; the mock draws the provider's QR itself, as a data: URL.
      const qrImgUrl = await QRCode.toDataURL(`qrpay://pay?to=${walletAddress}&amount=${base.amount}`, { margin: 1 });
      return { ...base, qrImgUrl, walletAddress, refCode: d.depositId };
    }
    const receiver = receiverOf(d.method);
    return {
      ...base,
      ...receiver,
      bankChName: d.method === 'GCASH' ? 'GCash' : 'BDO Unibank',
      remarks: d.depositId.slice(-6),
    };
  };
}

export const depositHandlers = {
  'deposit.settings': (ctx) => {
    const a = moneyAccount(ctx);
    const open = ctx.world.cashier.deposits(a.id).filter((d) => d.state === 4 || d.state === 5).length;
    return {
      allowDeposit: 'Y',
      allowDepositMessage: '',
      inProgressCashInCount: open,
      depositInfo: 'Deposits are credited once the cashier confirms the payment.',
      mobileVerificationType: mobileRequired(ctx) ? 'REQUIRED' : 'NONE',
      mobileVerified: !!a.mobileNum,
      idPictureVerifiedRequired: ctx.world.scenarios.isOn('deposit-id-picture') ? 'Y' : 'N',
    };
  },

  'deposit.banks': (ctx) => {
    moneyAccount(ctx);
    return Object.fromEntries(
      offeredMethods(ctx).map((m) => [
        m.code,
        {
          displayName: m.displayName,
          kind: m.kind,
          paymentMethodType: m.paymentMethodType,
          channels: m.channels.map((c) => ({
            vendorId: c.vendorId,
            vendorName: c.vendorName,
            min: toMajor(c.min),
            max: toMajor(c.max),
            customerCharge: c.customerCharge,
            fixAmountFlag: yn(c.fixedAmounts.length > 0),
            fixedAmounts: c.fixedAmounts.map(toMajor),
            banks: c.banks,
            confirmationRequired: yn(c.confirmationRequired),
          })),
        },
      ]),
    );
  },

  'deposit.promotions': (ctx) => {
    moneyAccount(ctx);
    const q = ctx.query as { method: string; channel: string };
    if (!channelOf(q.method, q.channel) || !offers(ctx, q.method))
      fail('deposit_channel_unavailable', { method: q.method, vendorId: q.channel });
    return DEPOSIT_PROMOTIONS.filter((p) => p.methods.includes(q.method)).map((p) => ({
      promId: p.promId,
      promName: p.promName,
      remark: p.tiers
        .map((t) => `from ${toMajor(t.minDeposit)}: ${t.percent}% up to ${toMajor(t.maxBonus)}`)
        .join('; '),
      minDeposit: toMajor(p.minDeposit),
      maxDeposit: toMajor(p.maxDeposit),
      bonusType: 'PERCENTAGE',
      depositPromDetailsList: nonEmpty(
        p.tiers.map((t) => ({
          minDepositDetail: toMajor(t.minDeposit),
          bonusAmtDetail: t.percent,
          minBonusDetail: toMajor(t.minBonus),
          maxBonusDetail: toMajor(t.maxBonus),
        })),
        p.promId,
      ),
      conditionStatuses: [],
      contactNumberRequired: 'N',
    }));
  },

  'deposit.redirect': submit('REDIRECT'),
  'deposit.qr': submit('QR'),

  // Every method the records may hold (the seeded history has them all), whichever ones the merchant offers now.
  'deposit.methods': (ctx) => (
    moneyAccount(ctx),
    DEPOSIT_METHODS.map((m) => ({ code: m.code, displayName: m.displayName }))
  ),

  // GCash through the common payload: the cashier's GCASH method, its QR page first (as the platform's GCASH page);
  // the gcash-redirect scenario answers the payment page instead (defaultPageQr false).
  'deposit.gcash': async (ctx) => {
    const vendorId = (ctx.body as { vendorId: string }).vendorId;
    if (offeredMethodOf(ctx, vendorId) !== 'GCASH') fail('deposit_channel_unavailable', { vendorId });
    const d = await submit('TRANSFER')(ctx);
    const receiver = receiverOf('GCASH');
    return {
      depositId: d.depositId,
      amount: d.amount,
      state: d.state,
      defaultPageQr: !ctx.world.scenarios.isOn('gcash-redirect'),
      redirectUrl: `${ctx.origin}/__mock/cashier/pay/${d.depositId}`,
      accountName: receiver.receiverName,
      accountNumber: receiver.receiverAccount,
      remarks: d.depositId.slice(-6),
      confirmationRequired: d.confirmationRequired,
    };
  },
  'deposit.transfer': submit('TRANSFER'),

  'deposit.confirm': (ctx) => {
    const a = moneyAccount(ctx);
    return stateOf(ctx.world.cashier.confirm(a.id, (ctx.body as { depositId: string }).depositId));
  },

  'deposit.uploadSlip': (ctx) => {
    const a = moneyAccount(ctx);
    const b = ctx.body as { depositId: string; image: string };
    return stateOf(ctx.world.cashier.uploadSlip(a.id, b.depositId, b.image));
  },

  'deposit.remind': (ctx) => {
    const a = moneyAccount(ctx);
    return stateOf(ctx.world.cashier.remind(a.id, (ctx.body as { depositId: string }).depositId));
  },

  'deposit.records': (ctx) => {
    const a = moneyAccount(ctx);
    const q = ctx.query as {
      startDate: number;
      endDate: number;
      depositType?: string;
      depositState?: string;
      page: number;
      size: number;
    };
    if (q.endDate < q.startDate || q.endDate - q.startDate > MAX_WINDOW_MS)
      fail('date_range_invalid', { startDate: q.startDate, endDate: q.endDate });
    const rows = ctx.world.cashier
      .deposits(a.id)
      .filter(
        (d) =>
          d.depositDate >= q.startDate &&
          d.depositDate <= q.endDate &&
          (!q.depositType || d.method === q.depositType) &&
          (!q.depositState || d.state === Number(q.depositState)),
      )
      .sort((x, y) => y.depositDate - x.depositDate);
    return {
      list: rows.slice((q.page - 1) * q.size, q.page * q.size).map((d) => ({
        depositId: d.depositId,
        depositMethod: d.method,
        requestedAmount: toMajor(d.requestedAmount),
        amount: toMajor(d.amount),
        customerBankCharge: toMajor(d.customerBankCharge),
        depositDate: d.depositDate,
        ...(d.actualDepositDate ? { actualDepositDate: d.actualDepositDate } : {}),
        state: d.state,
        accelerationStatus: d.acceleration,
        depositSlip: yn(d.depositSlip),
        accelerateAvailabilityStart: d.accelerateFrom,
        accelerateAvailabilityEnd: d.accelerateUntil,
      })),
      totalPages: Math.ceil(rows.length / q.size),
      totalCount: rows.length,
      footer: {
        amount: toMajor(rows.reduce((s, d) => s + d.amount, 0)),
        customerBankCharge: toMajor(rows.reduce((s, d) => s + (d.state === 2 ? d.customerBankCharge : 0), 0)),
      },
    };
  },
} satisfies HandlerMap;
