import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/gateway/client';
import { CLIENT_ERROR, GatewayError } from '@/lib/gateway/gateway-error';
import { clearPending, readPending, savePending } from './pending-movement';

/** Every query that shows money starts with this key, so one invalidation refreshes them all. */
export const MONEY_QUERY_KEY = 'money';

/** True when the answer never arrived: the same request may be re-sent with the same key. */
function undecided(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return true;
  return (
    error.code === CLIENT_ERROR.network ||
    error.code === CLIENT_ERROR.timeout ||
    error.code === CLIENT_ERROR.badResponse ||
    error.status >= 500
  );
}

/** Never written to storage: a password typed for this movement lives only in memory. */
const SECRET_FIELDS = ['password', 'paymentPassword'];

/** The body as it may be stored, and whether something secret had to be left out of it. */
function storable<Body>(body: Body): { body: Body; stripped: boolean } {
  if (!body || typeof body !== 'object') return { body, stripped: false };
  const copy = { ...(body as Record<string, unknown>) };
  let stripped = false;
  for (const field of SECRET_FIELDS)
    if (field in copy) {
      delete copy[field];
      stripped = true;
    }
  return { body: copy as Body, stripped };
}

/**
 * A money-moving action (transfer, return-all, deposit, withdrawal). One idempotency key per intent: a double
 * click sends nothing while the first is in flight, a retry after a timeout and a reload during submit re-send the
 * same key, so the gateway moves the money once. After it moved, the header balance and every money query refresh.
 */
export function useMoneyAction<Body, Result>(
  operation: string,
  send: (body: Body, idempotencyKey: string) => Promise<Result>,
) {
  const queryClient = useQueryClient();
  const sendRef = useRef(send);
  sendRef.current = send;

  const mutation = useMutation<Result, unknown, { body: Body; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => sendRef.current(body, idempotencyKey),
    onSuccess: () => {
      clearPending(operation);
      // The header balance refreshes on its own: the gateway client announces every settled money call.
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
    },
    onError: (error) => {
      if (!undecided(error)) clearPending(operation);
    },
  });
  const { mutate, isPending } = mutation;

  const submit = useCallback(
    (body: Body) => {
      if (isPending) return;
      const pending = readPending<Body>(operation);
      const { body: kept, stripped } = storable(body);
      const sameIntent = pending && JSON.stringify(pending.body) === JSON.stringify(kept);
      const idempotencyKey = sameIntent ? pending.idempotencyKey : newIdempotencyKey();
      savePending(operation, { idempotencyKey, body: kept, ...(stripped ? { awaitsSecret: true } : {}) });
      mutate({ body, idempotencyKey });
    },
    [isPending, mutate, operation],
  );

  // A reload interrupted a request: finish it with its own key (the gateway answers the first result if it landed).
  // One that needs a password waits for the member to type it again; the same intent then reuses the key.
  useEffect(() => {
    const pending = readPending<Body>(operation);
    if (pending && !pending.awaitsSecret) mutate(pending);
  }, [mutate, operation]);

  return { submit, ...mutation };
}
