import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import enMoney from '@/locales/en/money.json';
import ptMoney from '@/locales/pt/money.json';
import tyMoney from '@/locales/ty/money.json';
import { bookingLabel, type Booking } from './booking-label';

function translator(money: object) {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'X', resources: { X: { money } }, defaultNS: 'money', initAsync: false });
  return i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
}

const booking = (txTypeId: number, txTypeName: string, amount: number, remark = ''): Booking => ({
  txTypeId,
  txTypeName,
  amount,
  remark,
});

describe('bookingLabel names each transfer of the account record by its direction', () => {
  it('tells a transfer to the upline (6233) from one received from the upline agent (6234), in EN, TY and PT', () => {
    const expected = {
      EN: ['Transfer to upline', 'Transfer from upline'],
      TY: ['Paglipat sa upline', 'Paglipat mula sa upline'],
      PT: ['Transferência ao superior', 'Transferência do superior'],
    };
    for (const [lang, money] of [
      ['EN', enMoney],
      ['TY', tyMoney],
      ['PT', ptMoney],
    ] as const) {
      const t = translator(money);
      expect([bookingLabel(t, booking(6233, 'UPLINE', -500)), bookingLabel(t, booking(6234, 'UPLINE', 500))]).toEqual(
        expected[lang],
      );
    }
  });

  it('names vendor wallet transfers by direction and a returned withdrawal as a refund', () => {
    const t = translator(enMoney);
    expect(bookingLabel(t, booking(8102, 'TRANSFER', 200, 'JILI'))).toBe(
      enMoney.wallet.in.replace('{{vendor}}', 'JILI'),
    );
    expect(bookingLabel(t, booking(8202, 'TRANSFER', -200, 'JILI'))).toBe(
      enMoney.wallet.out.replace('{{vendor}}', 'JILI'),
    );
    expect(bookingLabel(t, booking(2001, 'WITHDRAW', -300))).toBe('Withdrawal');
    expect(bookingLabel(t, booking(2002, 'WITHDRAW', 300))).toBe('Withdrawal refund');
    expect(bookingLabel(t, booking(3003, 'BONUS', 100))).toBe('Commission');
    expect(bookingLabel(t, booking(3001, 'BONUS', 100))).toBe('Bonus');
  });
});
