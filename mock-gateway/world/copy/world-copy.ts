/**
 * The world's marketing content for one merchant and language: notices, marquee, popups, promotions, banners, help,
 * and the words on banner and promotion art. What runs and its figures are picked by the seed once; the words are
 * written per brand and language when first asked for (then kept).
 */
import type {
  AnnouncementBanner,
  AnnouncementPopup,
  AnnouncementPromotion,
  PlayerNotice,
} from '../../../src/generated/api-types.js';
import { hash32, unitFrom } from '../rng.js';
import type { BannerArt, Clock, GameCatalogue, HelpEntry, MerchantSeed } from '../types.js';
import {
  ALL_PROMOS_SLIDE,
  APP_SLIDE,
  BRAND_SLIDE,
  GAME_SLIDE,
  HELP_SLIDE,
  SIGN_UP_SLIDE,
  type SlideDef,
} from './banners.js';
import { HELP } from './help.js';
import {
  type Brand,
  contentLanguage,
  type ContentLanguage,
  copyContext,
  type CopyContext,
  escapeHtml,
} from './locale.js';
import { MARQUEE, type NoticeFacts, type NoticeText, PLAYER_NOTICES, POPUPS } from './notices.js';
import {
  CORE_PROMOS,
  OPTIONAL_PROMOS,
  PROMO_FRAME,
  type PromoDef,
  RAFFLE_PROMO,
  REFERRAL_PROMO,
} from './promotions.js';
import { planOf } from '../promotion-plan.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const POOL: readonly PromoDef[] = [
  ...CORE_PROMOS,
  REFERRAL_PROMO,
  ...OPTIONAL_PROMOS.filter((p) => p !== REFERRAL_PROMO),
  RAFFLE_PROMO,
];

export interface LocalContent {
  notices: PlayerNotice[];
  marquee: PlayerNotice[];
  popups: AnnouncementPopup[];
  promotions: AnnouncementPromotion[];
  banners: AnnouncementBanner[];
  help: HelpEntry[];
}

export interface WorldCopy {
  /** Content of a merchant (folder or header code; unknown: the default merchant) in a request language. */
  content(merchantCode: string | undefined, language: string | undefined): LocalContent;
  /** Art words for a banner or promotion image file name served by `content`. */
  bannerArt(id: string): BannerArt | undefined;
  /** Which copy runs under each promotion id, and when (the same for every merchant and language). */
  promotionRuns(): PromotionRun[];
}

export interface PromotionRun {
  id: number;
  /** The copy's key (`copy/promotions.ts`), which names its plan (`promotion-plan.ts`). */
  key: string;
  start: number;
  end?: number;
}

/** `**x**` -> <strong>x</strong> over escaped text. */
const inline = (text: string): string => escapeHtml(text).replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>');
const paragraphs = (ps: readonly string[]): string => ps.map((p) => `<p>${inline(p)}</p>`).join('');
const items = (tag: 'ol' | 'ul', xs: readonly string[]): string =>
  `<${tag}>${xs.map((x) => `<li>${inline(x)}</li>`).join('')}</${tag}>`;

interface PlannedPromo {
  id: number;
  def: PromoDef;
  figures: Record<string, number>;
  start: number;
  end?: number;
  hue: number;
}

type Slot = { group: AnnouncementBanner['groupName']; n: number } & (
  | { kind: 'promo'; promo: PlannedPromo }
  | { kind: 'slide'; slide: SlideDef; link: Pick<AnnouncementBanner, 'linkageType' | 'linkage'>; game?: string }
);

export function createWorldCopy(deps: {
  seed: number;
  clock: Clock;
  games: GameCatalogue;
  /** The default merchant's folder code. */
  merchantCode: string;
  merchant?: (code: string | undefined) => MerchantSeed | undefined;
}): WorldCopy {
  const { seed, games } = deps;
  const t0 = deps.clock.start;
  const u = (label: string, k = 0): number => unitFrom(seed, hash32(`content:${label}`), k);
  const pick = <T>(xs: readonly T[], label: string, k = 0): T => xs[Math.floor(u(label, k) * xs.length)]!;

  // What runs, with which figures and dates: the seed's choice, the same in every language.
  // Every promotion runs (world/promotions.ts gives each its own status); the seed's first picks lead the list.
  const optional = [...OPTIONAL_PROMOS.filter((p) => p !== REFERRAL_PROMO)]
    .map((def, i) => ({ def, order: u('order', i) }))
    .sort((a, b) => a.order - b.order)
    .map((x) => x.def);
  const today = Math.floor(t0 / DAY) * DAY;
  const promos: PlannedPromo[] = [...CORE_PROMOS, REFERRAL_PROMO, ...optional, RAFFLE_PROMO].map((def) => {
    const k = POOL.indexOf(def);
    const figures = Object.fromEntries(
      Object.entries(def.figures).map(([name, options]) => [name, pick(options, `${def.key}:${name}`)]),
    );
    const window = planOf(def.key).window;
    const start =
      window === 'upcoming'
        ? today + 2 * DAY
        : Math.floor((t0 - (1 + Math.floor(u('start', k) * 20)) * DAY) / DAY) * DAY -
          (window === 'closed' ? 30 * DAY : 0);
    const end = window === 'closed' ? today - DAY : def.days ? start + def.days * DAY : undefined;
    return {
      id: 4001 + k,
      def,
      figures,
      start,
      // A dated promotion still runs today (unless the plan closes it).
      ...(end !== undefined ? { end: window === 'closed' ? end : Math.max(end, today + 3 * DAY) } : {}),
      hue: (def.hue + Math.floor(u('hue', k) * 30)) % 360,
    };
  });
  const promoByKey = (key: string): PlannedPromo => promos.find((p) => p.def.key === key)!;
  const hot = games.hot(8, 'RNG');
  const featured = hot.length ? pick(hot, 'featured') : undefined;
  const newest = games.list({ gameType: 'RNG', selection: 'NEW', pageNo: 1, pageSize: 3 }).games;
  const facts: NoticeFacts = {
    maintenanceAt: Math.floor(t0 / DAY) * DAY + 2 * DAY + 2 * HOUR,
    newGames: (newest.length ? newest : hot.slice(0, 3)).map((g) => g.displayName),
    reload: { pct: promoByKey('reload').figures.pct!, cap: promoByKey('reload').figures.cap! },
    referral: promoByKey('referral').figures.reward!,
  };
  const noticeTimes = PLAYER_NOTICES.map((_, i) => t0 - (i + 1) * (2 + Math.floor(u('notice', i) * 29)) * HOUR);

  const slots: Slot[] = [
    { group: 'w_home', n: 1, kind: 'promo', promo: promoByKey('welcome') },
    {
      group: 'w_home',
      n: 2,
      kind: 'slide',
      ...(featured
        ? { slide: GAME_SLIDE, game: featured.displayName, link: { linkageType: 'GAME', linkage: featured.nodeId } }
        : { slide: BRAND_SLIDE, link: { linkageType: 'NONE' } }),
    },
    { group: 'w_home', n: 3, kind: 'promo', promo: promoByKey(optional[0]!.key) },
    {
      group: 'w_home',
      n: 4,
      kind: 'slide',
      slide: ALL_PROMOS_SLIDE,
      link: { linkageType: 'URL', linkage: '/promotions' },
    },
    { group: 'w_reg', n: 1, kind: 'slide', slide: SIGN_UP_SLIDE, link: { linkageType: 'NONE' } },
    { group: 'w_leftmenu', n: 1, kind: 'promo', promo: promoByKey('referral') },
    { group: 'w_leftmenu', n: 2, kind: 'slide', slide: APP_SLIDE, link: { linkageType: 'NONE' } },
    { group: 'w_forget', n: 1, kind: 'slide', slide: HELP_SLIDE, link: { linkageType: 'NONE' } },
  ];
  const slotName = (s: Slot): string => `${s.group.slice(2)}-${s.n}`;

  const seedOf = (code: string | undefined): MerchantSeed | undefined =>
    deps.merchant?.(code) ?? deps.merchant?.(deps.merchantCode);
  const brandOf = (m: MerchantSeed | undefined): Brand => {
    const code = m?.code ?? deps.merchantCode;
    const bonus = m?.welcomeBonus;
    return {
      name: m?.brandName ?? code.charAt(0).toUpperCase() + code.slice(1),
      currency: bonus?.currency ?? 'PHP',
      ...(bonus?.enabled ? { welcomeBonus: bonus.amount } : {}),
    };
  };

  const promoArt = (c: CopyContext, p: PlannedPromo): BannerArt => {
    const t = p.def.text[c.lang](c, p.figures);
    return {
      kicker: c.brand,
      headline: t.headline,
      subline: t.subline,
      cta: t.cta,
      smallPrint: PROMO_FRAME[c.lang].smallPrint,
      motif: p.def.motif,
      hue: p.hue,
    };
  };
  const slotArt = (c: CopyContext, s: Slot): BannerArt => {
    if (s.kind === 'promo') return promoArt(c, s.promo);
    const t = s.slide.text[c.lang](c, s.game ?? '');
    return { ...t, motif: s.slide.motif, hue: (s.slide.hue + Math.floor(u('slide-hue', s.n) * 30)) % 360 };
  };

  const cache = new Map<string, LocalContent>();
  const build = (m: MerchantSeed | undefined, lang: ContentLanguage): LocalContent => {
    const c = copyContext(lang, brandOf(m));
    const art = (name: string): string =>
      `/__mock/art/banner/${encodeURIComponent(m?.code ?? deps.merchantCode)}-${lang.toLowerCase()}-${name}.svg`;
    const notice = (t: NoticeText, id: number, time: number): PlayerNotice => ({
      id,
      title: t.title,
      content: paragraphs(t.paragraphs),
      time,
    });
    const frame = PROMO_FRAME[lang];
    return {
      notices: PLAYER_NOTICES.map((n, i) => notice(n[lang](c, facts), 1000 + i, noticeTimes[i]!)),
      marquee: MARQUEE.map((n, i) => notice(n[lang](c, facts), 2000 + i, t0 - i * HOUR)),
      popups: POPUPS.map((p, i) => ({
        ...notice(p.text[lang](c, facts), 3001 + i, t0 - (POPUPS.length + 1 - i) * HOUR),
        execution: p.execution,
        ...(p.promotion ? { promotionId: promoByKey(p.promotion).id } : {}),
      })),
      promotions: promos.map((p) => {
        const t = p.def.text[lang](c, p.figures);
        const period = `${c.date(p.start)} – ${p.end !== undefined ? c.date(p.end) : frame.ongoing}`;
        return {
          id: p.id,
          title: t.title,
          content:
            `<p>${inline(t.intro)}</p><p><strong>${escapeHtml(frame.period)}:</strong> ${escapeHtml(period)}</p>` +
            `<h3>${escapeHtml(frame.howTo)}</h3>${items('ol', t.steps)}` +
            `<h3>${escapeHtml(frame.terms)}</h3>${items('ul', [...t.terms, ...frame.general(c)])}`,
          announcementImages: [{ url: art(`promo-${p.id}`), sequence: 1 }],
          time: p.start,
          startDate: p.start,
          ...(p.end !== undefined ? { endDate: p.end } : {}),
          promotionType: planOf(p.def.key).promotionType,
          promoAnnouncementCategoryIds: [...planOf(p.def.key).categoryIds],
          imageRequired: planOf(p.def.key).imageRequired === true,
          remarkRequired: planOf(p.def.key).remarkRequired === true,
          linkedPromotionId: p.id,
        };
      }),
      banners: slots.map((s) => ({
        id: `${s.group}-${s.n}`,
        groupName: s.group,
        url: art(slotName(s)),
        sequence: s.n,
        ...(s.kind === 'promo' ? { linkageType: 'PROMOTION', linkage: String(s.promo.id) } : s.link),
      })),
      help: HELP[lang](c).map((h, i) => ({
        id: 5000 + i,
        category: h.category,
        categoryCode: h.code,
        title: h.title,
        content: paragraphs(h.paragraphs),
      })),
    };
  };

  return {
    promotionRuns: () =>
      promos.map((p) => ({ id: p.id, key: p.def.key, start: p.start, ...(p.end !== undefined ? { end: p.end } : {}) })),
    content(merchantCode, language) {
      const m = seedOf(merchantCode);
      const lang = contentLanguage(language);
      const key = `${m?.code ?? ''}|${lang}`;
      let hit = cache.get(key);
      if (!hit) cache.set(key, (hit = build(m, lang)));
      return hit;
    },
    bannerArt(id) {
      const match = /^(.+)-(en|ty|pt)-(.+)$/.exec(decodeURIComponent(id));
      if (!match) return undefined;
      const [, code, lang, name] = match as unknown as [string, string, string, string];
      const m = seedOf(code);
      if (deps.merchant && m?.code !== code) return undefined;
      const c = copyContext(lang.toUpperCase() as ContentLanguage, brandOf(m));
      const promo = /^promo-(\d+)$/.exec(name);
      if (promo) {
        const p = promos.find((x) => x.id === Number(promo[1]));
        return p && promoArt(c, p);
      }
      const slot = slots.find((s) => slotName(s) === name);
      return slot && slotArt(c, slot);
    },
  };
}
