import { describe, expect, it } from 'vitest';
import { returnAllMessage } from './return-all-message';

describe('the return-all message', () => {
  it('says how much came back when the gateway sends the amount', () =>
    expect(returnAllMessage({ success: true, returnedAmount: 220.5, balance: 5120.5 })).toEqual({
      key: 'wallet.returned',
      amount: 220.5,
    }));
  it('says the vendor wallets were already empty', () =>
    expect(returnAllMessage({ success: true, returnedAmount: 0, balance: 100 }).key).toBe('wallet.nothingToReturn'));
  it("takes the platform's bare success", () =>
    expect(returnAllMessage({ success: true }).key).toBe('wallet.returnedAll'));
  it('says a refused return failed, whatever else came with it', () =>
    expect(returnAllMessage({ success: false, returnedAmount: 0 }).key).toBe('wallet.returnFailed'));
});
