import { ENDPOINTS, RESPONSE_TYPES, type EndpointId, type EndpointTypes } from '@/generated/api-endpoints';
import type { CallOptions, GatewayClient } from './client';

type Body<K extends EndpointId> = EndpointTypes[K]['body'];
type Query<K extends EndpointId> = EndpointTypes[K]['query'];

export type ApiOptions<K extends EndpointId> = Omit<CallOptions, 'body' | 'query'> &
  ([Body<K>] extends [never] ? { body?: never } : { body: Body<K> }) &
  ([Query<K>] extends [never] ? { query?: never } : { query?: Query<K> });

export type ApiValue<K extends EndpointId> = EndpointTypes[K]['value'];

/** A typed gateway call by catalogue id: body, query and answer types come from the contract. */
export function callApi<K extends EndpointId>(
  client: GatewayClient,
  id: K,
  ...[options]: [Body<K>] extends [never] ? [ApiOptions<K>?] : [ApiOptions<K>]
): Promise<ApiValue<K>> {
  return client.call<ApiValue<K>>(ENDPOINTS[id], options as CallOptions | undefined);
}

/** Starts a read for a screen that mounts later; its first identical `callApi` takes the answer. */
export function prefetchApi<K extends EndpointId>(
  client: GatewayClient,
  id: K,
  ...[options]: [Query<K>] extends [never]
    ? [Body<K>] extends [never]
      ? []
      : [{ body: Body<K> }]
    : [{ query?: Query<K> }?]
): void {
  client.prefetch(ENDPOINTS[id], options as Pick<CallOptions, 'query' | 'body'> | undefined);
}

/** Development and tests: check each answer against the contract with the generated (ahead-of-time) validators. */
export async function validateAgainstContract(endpointId: string, value: unknown): Promise<string | null> {
  const validators = (await import('@/generated/api-validators.js')) as unknown as Record<
    string,
    ((v: unknown) => boolean) & { errors?: { instancePath: string; message?: string }[] | null }
  >;
  const validate = validators[`validate${RESPONSE_TYPES[endpointId as EndpointId]}`];
  if (!validate || validate(value)) return null;
  return (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message ?? 'is invalid'}`).join('; ');
}
