import { queryOptions } from '@tanstack/react-query';
import type { ContractValue, MemberFundsConsolidatedValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

export type ContractKind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';

type Consolidated = MemberFundsConsolidatedValue;
type OfferMap = 'dailysalreqtype' | 'divtypereq' | 'divtypecompperiodreq' | 'contracthoursalreq' | 'realtimesalreqtype';
type SignedMap =
  'dailysalinfotype' | 'divtypeinfo' | 'divtypecompperiodinfo' | 'contracthoursalinfo' | 'realtimesalinfotype';

/** The consolidated call's maps of each kind (dividends come in two: by product and by computation period). */
const CONTRACT_MAPS: Record<ContractKind, { offers: OfferMap[]; signed: SignedMap[] }> = {
  DIVIDEND: { offers: ['divtypereq', 'divtypecompperiodreq'], signed: ['divtypeinfo', 'divtypecompperiodinfo'] },
  DAILY: { offers: ['dailysalreqtype'], signed: ['dailysalinfotype'] },
  HOURLY: { offers: ['contracthoursalreq'], signed: ['contracthoursalinfo'] },
  REALTIME: { offers: ['realtimesalreqtype'], signed: ['realtimesalinfotype'] },
};
const KINDS = Object.keys(CONTRACT_MAPS) as ContractKind[];

/** Offers waiting for the account's answer, of one kind or of all, each once. */
export function pendingOffers(value: Consolidated | undefined | null, kind?: ContractKind): ContractValue[] {
  if (!value) return [];
  const maps = (kind ? [kind] : KINDS).flatMap((k) => CONTRACT_MAPS[k].offers);
  const offers = maps.flatMap((map) => Object.values(value[map] ?? {}).flatMap((list) => list ?? []));
  return [...new Map(offers.map((o) => [o.contractId, o])).values()];
}

export const CONSOLIDATED_QUERY_KEY = 'consolidated';

/**
 * The consolidated contract call (GATEWAY-CALLS-SEEN §14), read by the contract popup, the agent header's badge and
 * the agent menu: one cache entry, so answering an offer refreshes all three at once.
 */
export const consolidatedQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [CONSOLIDATED_QUERY_KEY],
    queryFn: () => callApi(gateway, 'member.fundsConsolidated'),
  });

/** Kinds of contract the agent holds signed (SPEC §6: the salary and dividend pages depend on them). */
export function signedContractKinds(value: Consolidated | undefined | null): ReadonlySet<ContractKind> {
  if (!value) return new Set();
  return new Set(
    KINDS.filter((kind) => CONTRACT_MAPS[kind].signed.some((map) => Object.keys(value[map] ?? {}).length > 0)),
  );
}
