import { useEffect, useRef, useState } from 'react';
import { roundCents, tween } from './jackpot-motion';

function reducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/**
 * Follows `target` (a server value): glides from the value on screen to the new one over `durationMs`, or jumps
 * there with prefers-reduced-motion. Undefined until the first server value arrives.
 */
export function useAnimatedNumber(target: number | undefined, durationMs: number): number | undefined {
  const [shown, setShown] = useState(target);
  const shownRef = useRef(target);

  useEffect(() => {
    if (target === undefined) return;
    const from = shownRef.current;
    if (from === undefined || from === target || reducedMotion() || durationMs <= 0) {
      shownRef.current = target;
      setShown(target);
      return;
    }
    const start = performance.now();
    let frame = requestAnimationFrame(function tick(now) {
      const value = roundCents(tween(from, target, (now - start) / durationMs));
      shownRef.current = value;
      setShown(value);
      if (value !== target) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, durationMs]);

  return shown;
}
