/**
 * Shown in the page area while a lazy page's code loads on the first visit (the page outlet's Suspense fallback). With it,
 * the site frame renders at once instead of waiting for the page chunk; the reserved height keeps the footer from
 * jumping up and back down.
 */
export function RouteFallback() {
  return <div aria-busy="true" style={{ minHeight: '100vh' }} />;
}
