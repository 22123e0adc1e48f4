import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { newIdempotencyKey } from '@/lib/gateway/client';
import { CLIENT_ERROR, GatewayError } from '@/lib/gateway/gateway-error';
import { MONEY_QUERY_KEY } from './money-query-key';
import { clearPending, readPending, savePending } from './pending-movement';

/**
 * True when the answer never arrived: the same request may be re-sent with the same key. That includes the client's
 * own verdict after its re-sends (money_unconfirmed): the gateway may have moved the money, so the member's next try
 * must be the same movement, which the gateway then answers without moving it again.
 */
function undecided(error: unknown): boolean {
  if (!(error instanceof GatewayError)) return true;
  return (
    error.code === CLIENT_ERROR.moneyUnconfirmed ||
    error.code === CLIENT_ERROR.network ||
    error.code === CLIENT_ERROR.timeout ||
    error.code === CLIENT_ERROR.badResponse ||
    error.status >= 500
  );
}

/**
 * A second click of a double click can land after a fast answer has already settled the first: the same intent
 * repeated this soon after it succeeded is the same click, not a new movement.
 */
export const REPEAT_WINDOW_MS = 1500;

/**
 * Never written to storage and not part of the intent: a password or SMS code typed for this movement lives only in
 * memory, and correcting it is still the same movement.
 */
const SECRET_FIELDS = ['password', 'paymentPassword', 'verificationCode'];

export interface MoneyActionOptions {
  /**
   * Refusals of a credential (a wrong SMS code, say) that move nothing: the intent keeps its key, so the member's
   * corrected retry is the same movement, moved once.
   */
  keepKeyOn?: readonly string[];
}

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
  { keepKeyOn = [] }: MoneyActionOptions = {},
) {
  const queryClient = useQueryClient();
  const sendRef = useRef(send);
  sendRef.current = send;
  // Refs, not render state: two clicks can arrive before React re-renders the disabled button.
  const inFlight = useRef(false);
  const lastSuccess = useRef<{ intent: string; at: number } | undefined>(undefined);

  const mutation = useMutation<Result, unknown, { body: Body; idempotencyKey: string }>({
    mutationFn: ({ body, idempotencyKey }) => sendRef.current(body, idempotencyKey),
    onSettled: () => {
      inFlight.current = false;
    },
    onSuccess: (_result, { body }) => {
      lastSuccess.current = { intent: JSON.stringify(storable(body).body), at: Date.now() };
      clearPending(operation);
      // The header balance refreshes on its own: the gateway client announces every settled money call.
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
    },
    onError: (error) => {
      const corrected = error instanceof GatewayError && keepKeyOn.includes(error.code);
      if (!undecided(error) && !corrected) clearPending(operation);
    },
  });
  const { mutate } = mutation;

  const submit = useCallback(
    (body: Body) => {
      if (inFlight.current) return;
      const { body: kept, stripped } = storable(body);
      const intent = JSON.stringify(kept);
      const done = lastSuccess.current;
      if (done && done.intent === intent && Date.now() - done.at < REPEAT_WINDOW_MS) return;
      const pending = readPending<Body>(operation);
      const sameIntent = pending && JSON.stringify(pending.body) === intent;
      const idempotencyKey = sameIntent ? pending.idempotencyKey : newIdempotencyKey();
      savePending(operation, { idempotencyKey, body: kept, ...(stripped ? { awaitsSecret: true } : {}) });
      inFlight.current = true;
      mutate({ body, idempotencyKey });
    },
    [mutate, operation],
  );

  // A reload interrupted a request: finish it with its own key (the gateway answers the first result if it landed).
  // One that needs a password waits for the member to type it again; the same intent then reuses the key.
  useEffect(() => {
    const pending = readPending<Body>(operation);
    if (pending && !pending.awaitsSecret) {
      inFlight.current = true;
      mutate(pending);
    }
  }, [mutate, operation]);

  return { submit, ...mutation };
}
