import type { Page } from '@playwright/test';

/**
 * The app's game tiles on the page. A game list's first tiles are painted into the page by the server before the app
 * runs (their buttons do nothing until it has taken over): they are left out, so a test acts on the app's own.
 */
export const gameTiles = (page: Page) => page.locator('main article[data-node-id]:not([data-painted-games] *)');
