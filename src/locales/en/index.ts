/** This language's dictionaries, one lazy module per namespace (src/lib/i18n/i18n.ts reaches them through here). */
export const dictionaries = import.meta.glob<Record<string, unknown>>('./*.json', { import: 'default' });
