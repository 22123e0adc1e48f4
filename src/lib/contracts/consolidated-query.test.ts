import { describe, expect, it } from 'vitest';
import type { ContractValue, MemberFundsConsolidatedValue } from '@/generated/api-types';
import { pendingOffers, signedContractKinds } from './consolidated-query';

const offer = (contractId: number, kind: ContractValue['kind']): ContractValue =>
  ({ contractId, kind, productType: 'CONS', status: 'V' }) as ContractValue;
const signed = {
  agent: {
    contractId: 9,
    rate: 35,
    activeMembers: 3,
    validBets: 0,
    profitAndLoss: 0,
    period: 'Monthly',
    status: 'ACTIVE',
  },
};

const EMPTY: MemberFundsConsolidatedValue = {
  dailysalreqtype: {},
  divtypereq: {},
  divtypecompperiodreq: {},
  contracthoursalreq: {},
  realtimesalreqtype: {},
  dailysalinfotype: {},
  divtypeinfo: {},
  divtypecompperiodinfo: {},
  contracthoursalinfo: {},
  realtimesalinfotype: {},
  contractmrdailysalinfotype: {},
};

describe('the consolidated call read as the platform sends it (maps keyed by productType)', () => {
  it('lists every pending offer once, of all kinds or of one, from both dividend maps', () => {
    const value: MemberFundsConsolidatedValue = {
      ...EMPTY,
      divtypereq: { CONS: [offer(1, 'DIVIDEND')], LIVE: [offer(2, 'DIVIDEND')] },
      divtypecompperiodreq: { CONS: [offer(2, 'DIVIDEND'), offer(3, 'DIVIDEND')] },
      realtimesalreqtype: { LOTT: [offer(4, 'REALTIME')] },
    };
    expect(pendingOffers(value).map((o) => o.contractId)).toEqual([1, 2, 3, 4]);
    expect(pendingOffers(value, 'DIVIDEND').map((o) => o.contractId)).toEqual([1, 2, 3]);
    expect(pendingOffers(value, 'DAILY')).toEqual([]);
    expect(pendingOffers(undefined)).toEqual([]);
  });

  it('knows which kinds the agent holds signed, whichever dividend map names it', () => {
    expect(signedContractKinds(EMPTY).size).toBe(0);
    expect([...signedContractKinds({ ...EMPTY, divtypecompperiodinfo: { CONS: signed } })]).toEqual(['DIVIDEND']);
    expect([...signedContractKinds({ ...EMPTY, contracthoursalinfo: { LOTT: signed } })]).toEqual(['HOURLY']);
  });
});
