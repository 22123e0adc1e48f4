/**
 * Live chat's own unread count (CBS_unreadCount), apart from the inbox: seeded per account (a support reply waiting),
 * cleared when the member opens the chat (CBS_launchChat with a token).
 */
import { hash32, unitFrom } from './rng.js';

export interface LiveChat {
  unread(accountId: number): number;
  /** The member opened the chat: every message is read. */
  opened(accountId: number): void;
}

export function createLiveChat(seed: number): LiveChat {
  const read = new Set<number>();
  return {
    // 0 to 3 waiting messages per account, stable for a seed.
    unread: (accountId) => (read.has(accountId) ? 0 : Math.floor(unitFrom(seed, hash32('live-chat'), accountId) * 4)),
    opened: (accountId) => void read.add(accountId),
  };
}
