/** announcements.*: banners, notices, popups (execution A/B/F) and promotions. */
import type { AnnouncementType } from '../world/index.js';
import type { HandlerMap } from './types.js';

const ALL: AnnouncementType[] = ['B', 'PL', 'PU', 'PR', 'H'];

export const announcementsHandlers = {
  'announcements.list': (ctx) => {
    const types = typeof ctx.query.types === 'string' ? (ctx.query.types.split(',') as AnnouncementType[]) : ALL;
    const execution = typeof ctx.query.execution === 'string' ? ctx.query.execution.split(',') : undefined;
    const a = ctx.world.content.announcements({
      types,
      language: (ctx.query.language as string | undefined) ?? ctx.language,
      merchantCode: ctx.merchantCode,
      ...(ctx.auth ? { accountId: ctx.auth.account.id, firstLogin: ctx.auth.session.firstLogin } : {}),
    });
    // Safer gambling (issue 45): no marketing popup or promotion for an account in a time-out or self-exclusion.
    const blocked = ctx.auth !== undefined && ctx.world.safer.block(ctx.auth.account.id) !== undefined;
    return {
      player: a.player.map((p) => ({ id: p.id, title: p.title, content: p.content, time: p.time })),
      popup: a.popup
        .filter(
          (p) => !blocked && !ctx.world.scenarios.isOn('popups-off') && (!execution || execution.includes(p.execution)),
        )
        .map((p) => ({
          id: p.id,
          execution: p.execution,
          title: p.title,
          content: p.content,
          time: p.time,
          ...(p.promotionId !== undefined ? { promotionId: p.promotionId } : {}),
        })),
      promotion: (blocked ? [] : a.promotion).map((p) => ({
        id: p.id,
        title: p.title,
        content: p.content,
        time: p.time,
        announcementImages: p.announcementImages.map((i) => ({ url: i.url, sequence: i.sequence })),
        // GATEWAY-CALLS-SEEN §9: period, type, tabs and what an application needs (world/promotion-plan.ts).
        ...(p.startDate !== undefined ? { startDate: p.startDate } : {}),
        ...(p.endDate !== undefined ? { endDate: p.endDate } : {}),
        ...(p.promotionType !== undefined ? { promotionType: p.promotionType } : {}),
        ...(p.promoAnnouncementCategoryIds
          ? { promoAnnouncementCategoryIds: [...p.promoAnnouncementCategoryIds] }
          : {}),
        ...(p.imageRequired !== undefined ? { imageRequired: p.imageRequired } : {}),
        ...(p.remarkRequired !== undefined ? { remarkRequired: p.remarkRequired } : {}),
        ...(p.linkedPromotionId !== undefined ? { linkedPromotionId: p.linkedPromotionId } : {}),
      })),
      banners: a.banners.map((b) => ({
        id: b.id,
        groupName: b.groupName,
        url: b.url,
        linkageType: b.linkageType,
        ...(b.linkage !== undefined ? { linkage: b.linkage } : {}),
        sequence: b.sequence,
      })),
    };
  },
} satisfies HandlerMap;
