import { queryOptions } from '@tanstack/react-query';
import type {
  AnnouncementsAgentQuery,
  ContractValue,
  ContractsListQuery,
  ContractsRecordsQuery,
} from '@/generated/api-types';
import type { ContractKind } from '@/lib/contracts/consolidated-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** Every contract read starts with this key, so answering or offering refreshes them all. */
export const CONTRACTS_QUERY_KEY = 'contracts';

export const contractsQuery = (gateway: GatewayClient, query: ContractsListQuery) =>
  queryOptions({
    queryKey: [CONTRACTS_QUERY_KEY, 'list', query],
    queryFn: () => callApi(gateway, 'contracts.list', { query }),
  });

export const contractRecordsQuery = (gateway: GatewayClient, query: ContractsRecordsQuery) =>
  queryOptions({
    queryKey: [CONTRACTS_QUERY_KEY, 'records', query],
    queryFn: () => callApi(gateway, 'contracts.records', { query }),
  });

export const offerTargetsQuery = (gateway: GatewayClient, kind: ContractKind) =>
  queryOptions({
    queryKey: [CONTRACTS_QUERY_KEY, 'targets', kind],
    queryFn: () => callApi(gateway, 'contracts.offerTargets', { query: { kind } }),
  });

export const agentNoticesQuery = (gateway: GatewayClient, query: AnnouncementsAgentQuery) =>
  queryOptions({
    queryKey: ['agentNotices', query],
    queryFn: () => callApi(gateway, 'announcements.agent', { query }),
  });

/**
 * Answers a contract with the reference call of its kind (GATEWAY-CALLS-SEEN §14): A accept, R reject, C cancel.
 * Not retried by the client: a second answer to the same contract is refused (contract_state_invalid), never doubled.
 */
export function answerContract(
  gateway: GatewayClient,
  contract: Pick<ContractValue, 'contractId' | 'kind' | 'productType'>,
  status: 'A' | 'R' | 'C',
): Promise<ContractValue> {
  const { contractId, productType } = contract;
  switch (contract.kind) {
    case 'DIVIDEND':
      return callApi(gateway, 'contracts.processDividend', { body: { productType, contractId, status } });
    case 'DAILY':
      return callApi(gateway, 'contracts.processDailySalary', { body: { id: contractId, status } });
    case 'HOURLY':
      return callApi(gateway, 'contracts.processHourSalary', { body: { contractId, productType, status } });
    case 'REALTIME':
      return callApi(gateway, 'contracts.processRealTimeSalary', { body: { contractId, status } });
  }
}

/** The contract refusals this feature explains itself (contracts namespace); anything else as every page does. */
const OWN_ERRORS: Record<string, string> = {
  contract_rate_invalid: 'rateInvalid',
  contract_offer_pending: 'offerPending',
  contract_not_found: 'notFound',
  contract_state_invalid: 'stateInvalid',
  operation_not_allowed: 'notAllowed',
  date_range_invalid: 'dateRange',
};

/** i18n key (with namespace) of an error on a contract page. */
export function contractErrorKey(error: unknown): string {
  const own = error instanceof GatewayError ? OWN_ERRORS[error.code] : undefined;
  return own ? `contracts:errors.${own}` : `common:${errorMessageKey(error)}`;
}
