import { startTransition, useEffect, useRef, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and stays true). Blocks below the fold read their
 * data only then, so the first screen (banners) gets the network first.
 */
export function useNearViewport<T extends Element>(margin = '400px'): [RefObject<T | null>, boolean] {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (near || !el) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          // A block coming near mounts its rows of games: rendered in slices, so scrolling and taps stay answered.
          startTransition(() => setNear(true));
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
