import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { referralRecordsQuery } from './community-queries';

const page = { page: 1, size: 13 };

describe("referral reward records, each kind from the platform's own report", () => {
  it("reads the claim reports (invitations by the friend's registerTime) and getRebateRecord the same way", async () => {
    const fake = fakeGateway({
      'referral.invitationRecords': () => ({
        list: [{ registerTime: 1000, referredName: 'an***', depositAmount: 100, depositBonusRate: 0, bonus: 20 }],
        footer: { totalBonus: 20 },
        page: 1,
        totalPages: 1,
      }),
      'referral.rebateRecords': () => ({
        list: [
          {
            createTimeTimestamp: 2000,
            gameCategory: 'RNG',
            levelTree: '1',
            validGameBetting: 10,
            rate: 0.5,
            amount: 0.05,
            referredName: 'be***',
            orderNo: 'B1F2',
          },
        ],
        footer: { amount: 0.05, validGameBetting: 10 },
        page: 1,
        totalPages: 3,
      }),
    });
    const client = new QueryClient();
    const invitations = await client.fetchQuery(referralRecordsQuery(fake.gateway, { kind: 'INVITATION', ...page }));
    expect(invitations).toEqual({
      list: [{ key: '1000-an***-20', time: 1000, referredName: 'an***', bonus: 20, depositAmount: 100, rate: 0 }],
      totalBonus: 20,
      totalPages: 1,
    });
    const bets = await client.fetchQuery(referralRecordsQuery(fake.gateway, { kind: 'BET_REBATE', ...page }));
    expect(bets).toEqual({
      list: [
        { key: 'B1F2', time: 2000, referredName: 'be***', bonus: 0.05, depositAmount: 0, rate: 0.5, validBet: 10 },
      ],
      totalBonus: 0.05,
      totalPages: 3,
    });
    expect(fake.calls('referral.rebateRecords')[0]!.query).toEqual({ ...page, sortColumn: 'createTime:desc' });
  });
});
