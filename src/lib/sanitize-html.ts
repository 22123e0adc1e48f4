import type { Config, DOMPurify } from 'dompurify';

const CONFIG: Config = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] };

let purifier: DOMPurify | undefined;

/**
 * Server-supplied HTML (announcements, help, promotions) is rendered only after sanitising.
 * DOMPurify is loaded on first use: the home page does not need it to start.
 */
export async function loadSanitizer(): Promise<void> {
  purifier ??= (await import('dompurify')).default;
}

/** The sanitised HTML at once when DOMPurify is loaded, else null: a box can then open with its content in place. */
export function sanitizeHtmlIfLoaded(html: string): string | null {
  return purifier ? purifier.sanitize(html, CONFIG) : null;
}

export async function sanitizeHtml(html: string): Promise<string> {
  await loadSanitizer();
  return sanitizeHtmlIfLoaded(html)!;
}
