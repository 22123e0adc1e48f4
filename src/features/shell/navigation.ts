import type { NavigationCatalogue } from '@/generated/config-types';

type Category = NavigationCatalogue['categories'][number];

/**
 * The merchant's ordered categories. A category shows only when it has a vendor;
 * the always-shown ones (Home, Promo) show regardless. Without vendor data yet, every category shows.
 */
export function navigationEntries(
  order: readonly string[],
  catalogue: NavigationCatalogue,
  vendorCounts?: Readonly<Record<string, number>>,
): Category[] {
  const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
  return order
    .map((id) => byId.get(id as Category['id']))
    .filter((c): c is Category => !!c)
    .filter((c) => c.alwaysShown || !vendorCounts || (vendorCounts[c.id] ?? 0) > 0);
}
