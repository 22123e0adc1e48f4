/**
 * How an operator thinks of a merchant's file: the sections the form is split into, each the top-level keys it
 * edits. A key the schema gains later and no section names lands in "Other", so nothing is ever hidden.
 */
export interface Group {
  id: string;
  title: string;
  keys: readonly string[];
}

export const MERCHANT_GROUPS: readonly Group[] = [
  { id: 'brand', title: 'Brand', keys: ['code', 'brand'] },
  { id: 'domains', title: 'Domains and codes', keys: ['domains', 'merchantCodes', 'security'] },
  { id: 'languages', title: 'Languages', keys: ['languages'] },
  { id: 'theme', title: 'Theme', keys: ['theme'] },
  { id: 'navigation', title: 'Navigation and home', keys: ['navigation', 'home'] },
  { id: 'footer', title: 'Footer and social', keys: ['footer', 'social', 'appDownloads'] },
  { id: 'service', title: 'Customer service', keys: ['customerService', 'identityProviders', 'humanCheck'] },
  { id: 'registration', title: 'Registration', keys: ['registration', 'registrationRules'] },
  { id: 'menus', title: 'Member and agent menus', keys: ['memberMenu', 'agentMenu', 'agent'] },
  { id: 'flags', title: 'Flags', keys: ['siteFlags'] },
  { id: 'timings', title: 'Timings and limits', keys: ['timings', 'pageSizes', 'limits', 'wallet'] },
];

/** The sections of a file: a merchant's by the list above, a shared file in one section. */
export function groupsOf(name: string, schemaKeys: readonly string[]): Group[] {
  const keys = schemaKeys.filter((key) => key !== '$schema');
  if (!name.endsWith('/merchant.json')) return [{ id: 'all', title: 'All', keys }];
  const named = new Set(MERCHANT_GROUPS.flatMap((g) => g.keys));
  const other = keys.filter((key) => !named.has(key));
  return [...MERCHANT_GROUPS, ...(other.length ? [{ id: 'other', title: 'Other', keys: other }] : [])];
}

/** The section a JSON pointer of the file falls in. */
export function groupOfPointer(groups: readonly Group[], pointer: string): Group | undefined {
  const key = pointer.split('/')[1]?.replace(/~1/g, '/').replace(/~0/g, '~');
  return groups.find((g) => key !== undefined && g.keys.includes(key));
}
