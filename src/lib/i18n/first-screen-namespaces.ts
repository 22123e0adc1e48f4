/**
 * The namespaces the first screen shows, bundled in one file per language (vite.config.ts); the others load with what
 * needs them (`loadNamespace`): the account dialogs' words (`auth`) with their form, the money words with its pages.
 */
export const FIRST_SCREEN_NAMESPACES = ['common', 'games'] as const;
