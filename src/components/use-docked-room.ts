import { useEffect, type RefObject } from 'react';

/** The room the shell's phone layout keeps below the page's end, besides the bottom bar's (shell.module.css). */
const ROOM = '--docked-space';

/**
 * Keeps room below the page's end for a notice docked to a phone's screen foot, as the page keeps for the bottom bar,
 * so that the page's last line (the footer's safer-gambling link) can be scrolled out from under it. Measured while
 * `folded` (the notice as its one bar): a sheet the member opens covers the page until folded again, and the room
 * stays the folded bar's meanwhile, so the page's length does not jump under the member's finger.
 */
export function useDockedRoom(ref: RefObject<HTMLElement | null>, folded: boolean): void {
  useEffect(() => {
    const el = ref.current;
    if (!el || !folded || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => root.style.setProperty(ROOM, `${el.offsetHeight}px`));
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, folded]);
  useEffect(() => () => void document.documentElement.style.removeProperty(ROOM), []);
}
