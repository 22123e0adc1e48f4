import type { AnnouncementBanner } from '@/generated/api-types';

const HOME_BANNER_GROUP = 'w_home';

/**
 * The home carousel's slides: the banners of group w_home, in their order. The site server paints the first of them
 * into the page (server/first-reads.ts), so both must pick the same one.
 */
export function homeSlides<T extends Pick<AnnouncementBanner, 'groupName' | 'sequence'>>(banners: readonly T[]): T[] {
  return banners.filter((b) => b.groupName === HOME_BANNER_GROUP).sort((a, b) => a.sequence - b.sequence);
}
