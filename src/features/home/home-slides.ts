import type { AnnouncementBanner } from '@/generated/api-types';

const HOME_BANNER_GROUP = 'w_home';

/**
 * The home carousel's slides: the banners of group w_home, in their order.
 */
export function homeSlides<T extends Pick<AnnouncementBanner, 'groupName' | 'sequence'>>(banners: readonly T[]): T[] {
  return banners.filter((b) => b.groupName === HOME_BANNER_GROUP).sort((a, b) => a.sequence - b.sequence);
}
