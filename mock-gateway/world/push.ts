/**
 * The push bus of one world: events addressed to one account (GATEWAY-CALLS-SEEN §0, the platform's
 * `/topic/user/<customerId>`). The mock's WebSocket channel subscribes per signed-in account; the world's modules
 * (mail) and QA (`/__mock/push`) publish. An event reaches only its own account's listeners.
 */

/** Every type the site's shell reacts to (§0; the schema's enum). */
export type PushType =
  | 'INBOX'
  | 'DEPOSIT'
  | 'WITHDRAW'
  | 'PAYMENT_CONFIRMATION'
  | 'PROMOTION_CLAIM'
  | 'MANUAL_PROMO'
  | 'ONLINE_MSG'
  | 'AGENT_TRANSFER_AGENT_TO_DOWNLINE'
  | 'AGENT_TRANSFER_DOWNLINE_TO_AGENT'
  // Chosen here: settled contract pay (salary or dividend) credited to the agent's main wallet (world/agent-pay.ts).
  | 'AGENT_SALARY';

/** One event as sent on the wire (schemas/api/push/push-event.schema.json). */
export interface PushEvent {
  type: PushType;
  /** PROMOTION_CLAIM, ONLINE_MSG, INBOX (the new mail's subject). */
  title?: string;
  message?: string;
  /** ONLINE_MSG: show as a dialog instead of a toast. */
  popup?: boolean;
  /**
   * DEPOSIT / WITHDRAW {amount, time, success, remarks?}; agent transfers {amount, time, receiver, sender};
   * AGENT_SALARY {amount, time}.
   */
  data?: Record<string, unknown>;
}

export type PushListener = (event: PushEvent) => void;

export interface PushBus {
  publish(accountId: number, event: PushEvent): number;
  /** Returns the unsubscribe function. */
  subscribe(accountId: number, listener: PushListener): () => void;
  listeners(accountId: number): number;
}

/** What invites play or a deposit: an account in a time-out or self-exclusion never hears it (issue 45). */
export const MARKETING_PUSHES: ReadonlySet<PushType> = new Set(['PROMOTION_CLAIM', 'MANUAL_PROMO', 'ONLINE_MSG']);

/** `muted` says when an event must not reach an account (the world: marketing to a blocked account). */
export function createPushBus(muted: (accountId: number, event: PushEvent) => boolean = () => false): PushBus {
  const byAccount = new Map<number, Set<PushListener>>();
  return {
    publish(accountId, event) {
      const set = byAccount.get(accountId);
      if (!set || muted(accountId, event)) return 0;
      for (const l of [...set]) l(event);
      return set.size;
    },
    subscribe(accountId, listener) {
      let set = byAccount.get(accountId);
      if (!set) byAccount.set(accountId, (set = new Set()));
      set.add(listener);
      return () => {
        set.delete(listener);
        if (!set.size) byAccount.delete(accountId);
      };
    },
    listeners: (accountId) => byAccount.get(accountId)?.size ?? 0,
  };
}
