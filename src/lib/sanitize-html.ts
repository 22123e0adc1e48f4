import DOMPurify from 'dompurify';

/** Server-supplied HTML (announcements, help, promotions) is rendered only after this. */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'], FORBID_ATTR: ['style'] });
}
