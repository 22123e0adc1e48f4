import { queryOptions } from '@tanstack/react-query';
import type { MemberFundsConsolidatedValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';

export type ContractKind = 'DIVIDEND' | 'DAILY' | 'HOURLY' | 'REALTIME';

/** The consolidated call's info type of each kind: set while the agent holds a signed contract of it. */
export const CONTRACT_INFO: Record<ContractKind, keyof MemberFundsConsolidatedValue> = {
  DIVIDEND: 'divtypeinfo',
  DAILY: 'dailysalinfotype',
  HOURLY: 'contracthoursalinfo',
  REALTIME: 'realtimesalinfotype',
};

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
export function signedContractKinds(value: MemberFundsConsolidatedValue | undefined): ReadonlySet<ContractKind> {
  if (!value) return new Set();
  return new Set((Object.keys(CONTRACT_INFO) as ContractKind[]).filter((kind) => value[CONTRACT_INFO[kind]] != null));
}
