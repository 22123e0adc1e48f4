import { startTransition, useEffect, useState } from 'react';

/**
 * True once `ready` has held through a painted frame and the browser then had a moment to spare (at most `timeoutMs`
 * later). Blocks below the fold wait for it, so the first screen is painted before they cost anything.
 */
export function useIdleAfter(ready = true, timeoutMs = 500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (!ready || idle) return;
    // What waited for idle time is below the fold or on its way: it renders in slices, never as one long task.
    const done = () => startTransition(() => setIdle(true));
    let idleHandle: number | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const afterPaint = () => {
      if (typeof requestIdleCallback === 'function') idleHandle = requestIdleCallback(done, { timeout: timeoutMs });
      else timer = setTimeout(done, 0);
    };
    // A hidden tab paints no frame: it waits for idle time alone.
    const frame =
      typeof requestAnimationFrame === 'function' && document.visibilityState !== 'hidden'
        ? requestAnimationFrame(afterPaint)
        : (afterPaint(), undefined);
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame);
      if (idleHandle !== undefined) cancelIdleCallback(idleHandle);
      clearTimeout(timer);
    };
  }, [ready, idle, timeoutMs]);
  return idle;
}
