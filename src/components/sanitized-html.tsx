import { useEffect, useState } from 'react';
import { sanitizeHtml } from '@/lib/sanitize-html';

/** Server HTML, shown only once sanitised (nothing unsanitised ever reaches the DOM). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const [clean, setClean] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    let live = true;
    void sanitizeHtml(html).then((result) => live && setClean({ source: html, html: result }));
    return () => {
      live = false;
    };
  }, [html]);
  const ready = clean?.source === html;
  return (
    <div
      className={className}
      aria-busy={!ready}
      dangerouslySetInnerHTML={ready ? { __html: clean.html } : undefined}
    />
  );
}
