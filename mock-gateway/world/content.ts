/**
 * Announcements (player notices, popups, promotions, banners), help centre, unread counts, customer service,
 * chat and feedback. Generated deterministically from the world's PRNG; times relative to the clock start.
 */
import { hash32, unitFrom } from './rng.js';
import type {
  AnnouncementType,
  Banner,
  Clock,
  Content,
  CustomerServiceChannel,
  CustomerServiceEntry,
  GameCatalogue,
  HelpEntry,
  MerchantSeed,
  PlayerNotice,
  Popup,
  Promotion,
  Rng,
} from './types.js';

const HOUR = 3_600_000;

const NOTICE_TOPICS = [
  [
    'Scheduled maintenance',
    '<p>Our platform will undergo <strong>scheduled maintenance</strong> this weekend. Games may be unavailable for up to 2 hours.</p>',
  ],
  ['New games every week', '<p>Check the <em>New</em> tab: we add fresh slot titles every Monday.</p>'],
  ['Deposit bonus reminder', '<p>Deposit today and receive a <strong>20% bonus</strong>. Terms apply.</p>'],
  ['Responsible gaming', '<p>Play for fun. Set deposit limits in your <a href="/member">member centre</a>.</p>'],
  [
    'Security notice',
    '<p>We will never ask for your password.</p><img src="x" onerror="alert(1)" alt="sanitiser check">',
  ],
  ['Weekend tournament', '<p>Join the weekend slot tournament. Top 50 players share the prize pool.</p>'],
  ['Payment channels updated', '<p>New e-wallet channels are available for deposits and withdrawals.</p>'],
  ['VIP upgrade', '<p>Reach a new VIP level and unlock faster withdrawals.</p>'],
  ['Lottery results', '<p>VN lottery results are published every evening at 18:30.</p>'],
  ['App update', '<p>Download the latest app for a smoother experience.</p>'],
  ['Customer service hours', '<p>Live chat is available 24/7.</p>'],
  ['Sports season opener', '<p>Enhanced odds on opening matches all week.</p>'],
] as const;

const MARQUEE = [
  'Welcome! Enjoy over 10,000 games.',
  'Jackpot pool is over 20,000,000 — spin now!',
  'Refer a friend and earn rewards.',
];

const PROMOS = [
  'Welcome Bonus 100%',
  'Daily Reload 10%',
  'Weekly Cashback 5%',
  'Refer and Earn',
  'Slot Tournament',
  'VIP Birthday Gift',
];

const HELP: Record<string, [category: string, title: string, content: string][]> = {
  EN: [
    [
      'Account',
      'How do I register?',
      '<p>Tap <strong>Register</strong>, fill in the form and confirm your mobile number.</p>',
    ],
    [
      'Account',
      'I forgot my password',
      '<p>Use <em>Forgot password</em> on the login screen to reset it by email or mobile.</p>',
    ],
    ['Deposit', 'How do I deposit?', '<p>Open the wallet, choose a channel and follow the steps.</p>'],
    ['Withdrawal', 'How long does a withdrawal take?', '<p>Most withdrawals are paid within 30 minutes.</p>'],
    ['Games', 'What is free play?', '<p>Free play gives you a trial account with play money.</p>'],
    ['Terms', 'Terms and conditions', '<p>By using this site you agree to our terms. You must be 18 or older.</p>'],
  ],
  TY: [
    [
      'Account',
      'Paano magparehistro?',
      '<p>Pindutin ang <strong>Register</strong>, punan ang form at kumpirmahin ang iyong mobile number.</p>',
    ],
    ['Account', 'Nakalimutan ko ang password', '<p>Gamitin ang <em>Forgot password</em> sa login screen.</p>'],
    ['Deposit', 'Paano mag-deposito?', '<p>Buksan ang wallet, pumili ng channel at sundin ang mga hakbang.</p>'],
    [
      'Withdrawal',
      'Gaano katagal ang withdrawal?',
      '<p>Karamihan ng withdrawal ay naibibigay sa loob ng 30 minuto.</p>',
    ],
    ['Games', 'Ano ang free play?', '<p>Ang free play ay nagbibigay ng trial account na may play money.</p>'],
    [
      'Terms',
      'Mga tuntunin at kundisyon',
      '<p>Sa paggamit ng site na ito, sumasang-ayon ka sa aming mga tuntunin. Dapat ay 18 taong gulang pataas.</p>',
    ],
  ],
};

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
  rng: Rng;
  games: GameCatalogue;
  merchantCode: string;
  /** Merchant by folder or header code (for its customer-service positions). */
  merchant?: (code: string | undefined) => MerchantSeed | undefined;
  seed: number;
}): Content {
  const { clock, rng, games } = deps;
  const t0 = clock.start;

  const notices: PlayerNotice[] = NOTICE_TOPICS.map(([title, content], i) => ({
    id: 1000 + i,
    title,
    content,
    time: t0 - (i + 1) * rng.int(2, 30) * HOUR,
  }));
  const marquee: PlayerNotice[] = MARQUEE.map((title, i) => ({
    id: 2000 + i,
    title,
    content: `<p>${title}</p>`,
    time: t0 - i * HOUR,
  }));
  const popups: Popup[] = [
    {
      id: 3001,
      execution: 'B',
      title: 'Welcome to our casino',
      content: '<p>Register now and claim your <strong>welcome bonus</strong>.</p>',
      time: t0 - 5 * HOUR,
    },
    {
      id: 3002,
      execution: 'A',
      title: "Today's promotion",
      content: '<p>Deposit today for a 20% reload bonus.</p>',
      time: t0 - 3 * HOUR,
    },
    {
      id: 3003,
      execution: 'A',
      title: 'New games arrived',
      content: "<p>Try this week's new slots.</p>",
      time: t0 - 2 * HOUR,
    },
    {
      id: 3004,
      execution: 'F',
      title: 'Welcome aboard!',
      content: '<p>Thanks for joining. Complete your profile to unlock rewards.</p>',
      time: t0 - HOUR,
    },
  ];
  const promotions: Promotion[] = PROMOS.map((title, i) => ({
    id: 4000 + i,
    title,
    content: `<p>${title}: see the full terms in the promotion centre.</p>`,
    announcementImages: Array.from({ length: 1 + (i % 2) }, (_, k) => ({
      url: `/__mock/art/banner/promo-${4000 + i}-${k + 1}.svg`,
      sequence: k + 1,
    })),
    time: t0 - (i + 1) * 24 * HOUR,
  }));
  const hot = games.hot(8, 'RNG');
  const banners: Banner[] = [];
  const addBanner = (groupName: Banner['groupName'], n: number): void => {
    for (let i = 0; i < n; i++) {
      const id = `${groupName}-${i + 1}`;
      const r = rng.int(0, 3);
      const promo = promotions[i % promotions.length]!;
      const game = hot[i % Math.max(1, hot.length)];
      const link: Pick<Banner, 'linkageType' | 'linkage'> =
        r === 0
          ? { linkageType: 'PROMOTION', linkage: String(promo.id) }
          : r === 1 && game
            ? { linkageType: 'GAME', linkage: game.nodeId }
            : r === 2
              ? { linkageType: 'URL', linkage: '/promotions' }
              : { linkageType: 'NONE' };
      banners.push({ id, groupName, url: `/__mock/art/banner/${id}.svg`, sequence: i + 1, ...link });
    }
  };
  addBanner('w_home', 4);
  addBanner('w_reg', 1);
  addBanner('w_leftmenu', 2);
  addBanner('w_forget', 1);

  const unread = new Map<number, number>();
  const feedbackStore: { id: number; accountId?: number; content: string; type?: string; at: number }[] = [];

  const csPositions = (merchantCode: string): readonly string[] => {
    const placed = deps.merchant?.(merchantCode)?.customerServicePositions ?? [];
    return placed.length ? [...new Set(placed)] : DEFAULT_CS_POSITIONS;
  };
  const customerService = (merchantCode = deps.merchantCode): CustomerServiceEntry[] =>
    csPositions(merchantCode).map((p) => customerServiceEntry(p, merchantCode));

  return {
    announcements(q) {
      const types = new Set<AnnouncementType>(q.types?.length ? q.types : ['B', 'PL', 'PU', 'PR', 'H']);
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
    helpCenter(language) {
      const list = HELP[language.toUpperCase()] ?? HELP.EN!;
      return list.map(([category, title, content], i): HelpEntry => ({ id: 5000 + i, category, title, content }));
    },
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
      });
      return { id };
    },
    feedback: () => [...feedbackStore],
  };
}
