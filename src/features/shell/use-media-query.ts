import { useClientStore } from '@/lib/rendering/hydration';

/**
 * Whether the screen matches a media query now, following it as the window is resized or the phone rotated; null in
 * the server's render and the hydration of it (the server cannot see the screen: the page holds its places by CSS
 * alone, and the app decides right after).
 */
export function useMediaQuery(media: string): boolean | null {
  return useClientStore(
    (changed) => {
      const query = matchMedia(media);
      query.addEventListener('change', changed);
      return () => query.removeEventListener('change', changed);
    },
    () => matchMedia(media).matches,
    () => null,
  );
}

/** A phone's width: the one-row header, the bottom bar and the folded notices (the stylesheets' 599 px). */
export const PHONE_SCREEN = '(max-width: 599px)';
