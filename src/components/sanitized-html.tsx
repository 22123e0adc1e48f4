import { useEffect, useMemo, useState } from 'react';
import { sanitizeHtml, sanitizeHtmlIfLoaded } from '@/lib/sanitize-html';

/** Server HTML, shown only once sanitised (nothing unsanitised ever reaches the DOM). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  // Once the sanitiser is loaded the content is there in the first paint, so a dialog does not grow after opening.
  const ready = useMemo(() => sanitizeHtmlIfLoaded(html), [html]);
  const [later, setLater] = useState<{ source: string; html: string } | null>(null);
  useEffect(() => {
    if (ready !== null) return;
    let live = true;
    void sanitizeHtml(html).then((result) => live && setLater({ source: html, html: result }));
    return () => {
      live = false;
    };
  }, [html, ready]);
  const clean = ready ?? (later?.source === html ? later.html : null);
  return (
    <div
      className={className}
      aria-busy={clean === null}
      dangerouslySetInnerHTML={clean === null ? undefined : { __html: clean }}
    />
  );
}
