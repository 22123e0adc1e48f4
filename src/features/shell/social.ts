import type { SocialLink } from '@/generated/config-types';

/** SPEC §2: Facebook links show only on the brand's own domains. */
export function visibleSocialLinks(
  links: readonly SocialLink[],
  hostname: string,
  ownDomains: readonly string[],
): SocialLink[] {
  const own = ownDomains.includes(hostname.toLowerCase());
  return links.filter((link) => link.network !== 'facebook' || own);
}
