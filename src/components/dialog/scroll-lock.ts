let openCount = 0;

/** Page scroll stays locked while any dialog is open, however many are stacked. */
export function lockScroll(): () => void {
  if (openCount++ === 0) document.body.style.overflow = 'hidden';
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (--openCount === 0) document.body.style.overflow = '';
  };
}
