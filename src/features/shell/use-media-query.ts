import { useEffect, useState } from 'react';

/** Whether the screen matches a media query now, following it as the window is resized or the phone rotated. */
export function useMediaQuery(media: string): boolean {
  const [matches, setMatches] = useState(() => typeof matchMedia === 'function' && matchMedia(media).matches);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(media);
    const update = () => setMatches(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, [media]);
  return matches;
}

/** A phone's width: the one-row header, the bottom bar and the folded notices (the stylesheets' 599 px). */
export const PHONE_SCREEN = '(max-width: 599px)';
