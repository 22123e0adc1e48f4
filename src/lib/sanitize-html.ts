import type { Config } from 'dompurify';

const CONFIG: Config = { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] };

/**
 * Server-supplied HTML (announcements, help, promotions) is rendered only after this.
 * DOMPurify is loaded on first use: the home page does not need it to start.
 */
export async function sanitizeHtml(html: string): Promise<string> {
  const { default: DOMPurify } = await import('dompurify');
  return DOMPurify.sanitize(html, CONFIG);
}
