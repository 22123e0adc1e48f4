import { ENDPOINTS, RESPONSE_TYPES, type EndpointId, type EndpointTypes } from '@/generated/api-endpoints';
import type { CallOptions, EndpointDef, GatewayClient } from './client';
import { learnMessageKeys } from './error-messages';

type Body<K extends EndpointId> = EndpointTypes[K]['body'];
type Query<K extends EndpointId> = EndpointTypes[K]['query'];
type Path<K extends EndpointId> = EndpointTypes[K]['path'];

export type ApiOptions<K extends EndpointId> = Omit<CallOptions, 'body' | 'query' | 'path'> &
  ([Body<K>] extends [never] ? { body?: never } : { body: Body<K> }) &
  ([Query<K>] extends [never] ? { query?: never } : { query?: Query<K> }) &
  ([Path<K>] extends [never] ? { path?: never } : { path: Path<K> });

/** Options are required when the call has a body or path values to send. */
type OptionsArg<K extends EndpointId> = [Body<K>] extends [never]
  ? [Path<K>] extends [never]
    ? [ApiOptions<K>?]
    : [ApiOptions<K>]
  : [ApiOptions<K>];

export type ApiValue<K extends EndpointId> = EndpointTypes[K]['value'];

let later: Promise<Partial<Record<EndpointId, EndpointDef>>> | undefined;

/**
 * Fetches the endpoints the first screen does not call, with the error codes only they answer: the account dialogs ask
 * for them as they load, a signed-in visit's page preloads them, and any other first call waits for them.
 */
export function loadLaterEndpoints(): Promise<Partial<Record<EndpointId, EndpointDef>>> {
  later ??= import('./later-table').then(
    (m) => {
      learnMessageKeys(m.LATER_MESSAGE_KEYS);
      return m.LATER_ENDPOINTS;
    },
    (error: unknown) => {
      later = undefined; // the next call tries again
      throw error;
    },
  );
  return later;
}

/** An endpoint's definition: at once for the first screen's, after the later table's download for the others. */
export function endpointDef(id: EndpointId): EndpointDef | Promise<EndpointDef> {
  return ENDPOINTS[id] ?? loadLaterEndpoints().then((table) => table[id]!);
}

/** A typed gateway call by catalogue id: body, query and answer types come from the contract. */
export function callApi<K extends EndpointId>(
  client: GatewayClient,
  id: K,
  ...[options]: OptionsArg<K>
): Promise<ApiValue<K>> {
  const def = endpointDef(id);
  const call = (d: EndpointDef) => client.call<ApiValue<K>>(d, options as CallOptions | undefined);
  return def instanceof Promise ? def.then(call) : call(def);
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
  const def = endpointDef(id);
  const prefetch = (d: EndpointDef) => client.prefetch(d, options as Pick<CallOptions, 'query' | 'body'> | undefined);
  if (def instanceof Promise) void def.then(prefetch, () => undefined);
  else prefetch(def);
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
