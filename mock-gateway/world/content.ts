/**
 * Announcements (player notices, popups, promotions, banners), help centre, unread counts, customer service,
 * chat and feedback. The marketing copy (EN, TY, PT, per brand) is `copy/world-copy.ts`; times are relative to
 * the clock start.
 */
import { createWorldCopy } from './copy/world-copy.js';
import { hash32, unitFrom } from './rng.js';
import type {
  AnnouncementType,
  Clock,
  Content,
  CustomerServiceChannel,
  CustomerServiceEntry,
  GameCatalogue,
  MerchantSeed,
} from './types.js';

/** Served when the merchant names no customer-service positions. */
export const DEFAULT_CS_POSITIONS: readonly string[] = ['LIVECHAT-1', 'LIVECHAT-2', 'TELEGRAM-1', 'EMAIL-1'];

const CS_TYPES: Record<string, { channel: CustomerServiceChannel; title: string }> = {
  LIVECHAT: { channel: 'chat', title: 'Live Chat' },
  TELEGRAM: { channel: 'telegram', title: 'Telegram' },
  EMAIL: { channel: 'email', title: 'Email' },
  WHATSAPP: { channel: 'whatsapp', title: 'WhatsApp' },
};

/**
 * The entry of one csPosition (`<TYPE>-<n>`) for a merchant code. The channel follows the prefix; an unknown
 * prefix is served as live chat so a placed position always opens something.
 */
export function customerServiceEntry(csPosition: string, merchantCode: string): CustomerServiceEntry {
  const m = /^(.+)-(\d+)$/.exec(csPosition);
  const csType = m?.[1] ?? csPosition;
  const n = m ? Number(m[2]) : 1;
  const suffix = n === 1 ? '' : String(n);
  const known = CS_TYPES[csType.toUpperCase()];
  const channel = known?.channel ?? 'chat';
  const name = known?.title ?? csType.charAt(0).toUpperCase() + csType.slice(1).toLowerCase();
  const title = n === 1 ? name : `${name} ${n}`;
  const code = encodeURIComponent(merchantCode);
  const path = {
    chat: () => `https://chat.example/${code}?c=${encodeURIComponent(csPosition)}`,
    telegram: () => `https://t.me/${merchantCode.replace(/[^A-Za-z0-9_]/g, '')}_support${suffix}`,
    email: () => `mailto:support${suffix}@${encodeURIComponent(merchantCode.toLowerCase())}.example`,
    whatsapp: () =>
      `https://wa.me/639${String(hash32(`${merchantCode}|${csPosition}`) % 1_000_000_000).padStart(9, '0')}`,
  }[channel]();
  return { csPosition, csType, channel, title, path };
}

export function createContent(deps: {
  clock: Clock;
  games: GameCatalogue;
  merchantCode: string;
  /** Merchant by folder or header code (brand, currency, welcome bonus, customer-service positions). */
  merchant?: (code: string | undefined) => MerchantSeed | undefined;
  seed: number;
}): Content {
  const { clock } = deps;
  const copy = createWorldCopy(deps);

  const unread = new Map<number, number>();
  const feedbackStore: {
    id: number;
    accountId?: number;
    content: string;
    type?: string;
    sender?: string;
    at: number;
  }[] = [];

  const csPositions = (merchantCode: string): readonly string[] => {
    const placed = deps.merchant?.(merchantCode)?.customerServicePositions ?? [];
    return placed.length ? [...new Set(placed)] : DEFAULT_CS_POSITIONS;
  };
  const customerService = (merchantCode = deps.merchantCode): CustomerServiceEntry[] =>
    csPositions(merchantCode).map((p) => customerServiceEntry(p, merchantCode));

  return {
    announcements(q) {
      const types = new Set<AnnouncementType>(q.types?.length ? q.types : ['B', 'PL', 'PU', 'PR', 'H']);
      const { marquee, notices, popups, promotions, banners } = copy.content(q.merchantCode, q.language);
      const player = [...(types.has('H') ? marquee : []), ...(types.has('PL') ? notices : [])];
      const popup = types.has('PU')
        ? popups.filter((p) =>
            q.accountId === undefined
              ? p.execution === 'B'
              : p.execution === 'A' || (p.execution === 'F' && q.firstLogin),
          )
        : [];
      return {
        player,
        popup,
        promotion: types.has('PR') ? promotions : [],
        banners: types.has('B') ? banners : [],
      };
    },
    helpCenter: (language, merchantCode) => copy.content(merchantCode, language).help,
    bannerArt: (id) => copy.bannerArt(id),
    promotionRuns: () => copy.promotionRuns(),
    unreadCount(accountId) {
      const v = unread.get(accountId);
      if (v !== undefined) return v;
      return Math.floor(unitFrom(deps.seed, hash32('unread'), accountId) * 6);
    },
    markAllRead(accountId) {
      unread.set(accountId, 0);
    },
    customerService,
    chatUrl(accountId, merchantCode = deps.merchantCode) {
      const chat =
        customerService(merchantCode).find((e) => e.channel === 'chat' && e.csType.toUpperCase() === 'LIVECHAT') ??
        customerServiceEntry('LIVECHAT-1', merchantCode);
      return `${chat.path}${accountId !== undefined ? `&uid=${accountId}` : ''}`;
    },
    chatModels() {
      return [
        { modelId: 'LIVECHAT-1', name: 'Customer Service', online: true },
        { modelId: 'LIVECHAT-2', name: 'VIP Host', online: true },
        { modelId: 'FINANCE-1', name: 'Deposits and Withdrawals', online: false },
      ];
    },
    addFeedback(input) {
      const id = feedbackStore.length + 1;
      feedbackStore.push({
        id,
        content: input.content,
        at: clock.now(),
        ...(input.accountId !== undefined ? { accountId: input.accountId } : {}),
        ...(input.type ? { type: input.type } : {}),
        ...(input.sender ? { sender: input.sender } : {}),
      });
      return { id };
    },
    feedback: () => [...feedbackStore],
  };
}
