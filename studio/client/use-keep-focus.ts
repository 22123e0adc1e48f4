/**
 * Keeps the operator's focus in the studio when the preview takes it by itself: the site focuses its popups as a
 * page loads, and the preview loads again after every edit, so keys typed into a field would go to the preview.
 * Focus may move into the preview when the pointer is over it or the operator tabs into it; otherwise the field
 * that had it gets it back at once.
 */
import { useEffect, type RefObject } from 'react';

export function useKeepFocus(frameBox: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    let lastFocused: HTMLElement | null = null;
    let pointerOver = false;
    let tabbedAt = 0;
    const box = frameBox.current;
    const onFocusIn = (e: FocusEvent) => {
      if (e.target instanceof HTMLElement && e.target.tagName !== 'IFRAME') lastFocused = e.target;
    };
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key === 'Tab') tabbedAt = Date.now();
    };
    const onBlur = () => {
      // The focus moves into the frame after the window's blur event.
      setTimeout(() => {
        const intended = pointerOver || Date.now() - tabbedAt < 500;
        if (document.activeElement?.tagName === 'IFRAME' && !intended && lastFocused?.isConnected) lastFocused.focus();
      });
    };
    const enter = () => (pointerOver = true);
    const leave = () => (pointerOver = false);
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown, true);
    window.addEventListener('blur', onBlur);
    box?.addEventListener('pointerenter', enter);
    box?.addEventListener('pointerleave', leave);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown, true);
      window.removeEventListener('blur', onBlur);
      box?.removeEventListener('pointerenter', enter);
      box?.removeEventListener('pointerleave', leave);
    };
  }, [frameBox]);
}
