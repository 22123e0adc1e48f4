import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { loadSanitizer, sanitizerReady, setSanitizedHtml } from '@/lib/sanitize-html';

/** Server HTML, shown only once sanitised (nothing unsanitised ever reaches the DOM). */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(sanitizerReady);
  // Filled before the browser paints, so a dialog opens with its content in place instead of growing after.
  useLayoutEffect(() => {
    if (ready && ref.current) setSanitizedHtml(ref.current, html);
  }, [html, ready]);
  useEffect(() => {
    if (ready) return;
    let live = true;
    void loadSanitizer().then(() => live && setReady(true));
    return () => {
      live = false;
    };
  }, [ready]);
  // React renders no children here: the sanitiser owns the content.
  return <div ref={ref} className={className} aria-busy={!ready} />;
}
