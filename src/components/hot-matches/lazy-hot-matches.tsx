import { Suspense, lazy, type ComponentProps } from 'react';
import { withWords } from '@/lib/i18n/i18n';

// The hot sports matches come as their own chunk with their words (later), so a page or a merchant without them
// downloads nothing of them.
const HotMatches = lazy(() => withWords(import('./hot-matches'), 'later').then((m) => ({ default: m.HotMatches })));

/** The hot matches section, loaded when first shown. */
export function LazyHotMatches(props: ComponentProps<typeof HotMatches>) {
  return (
    <Suspense>
      <HotMatches {...props} />
    </Suspense>
  );
}
