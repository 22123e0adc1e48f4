import type { Page } from '@playwright/test';

/** What a visitor does when they come back to the tab: the browser hides the page, then shows it again. */
export async function leaveAndComeBack(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const state of ['hidden', 'visible'] as const) {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      // As the browser fires it: at the document, bubbling to the window (where some libraries listen).
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    }
  });
}
