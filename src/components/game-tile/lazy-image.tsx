import { useEffect, useRef, useState, type ReactNode } from 'react';

/** SPEC §9: images load when 10 % of them is in view, with one attempt (no retry). */
export const LAZY_THRESHOLD = 0.1;

type Callback = () => void;
let observer: IntersectionObserver | null = null;
const waiting = new Map<Element, Callback>();

/** One observer for every lazy image of the page (a 10,000-game list must not create 10,000 observers). */
function observe(element: Element, onVisible: Callback): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    onVisible();
    return () => {};
  }
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        const callback = waiting.get(entry.target);
        waiting.delete(entry.target);
        observer?.unobserve(entry.target);
        callback?.();
      }
    },
    { threshold: LAZY_THRESHOLD, rootMargin: '0px' },
  );
  waiting.set(element, onVisible);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer?.unobserve(element);
  };
}

export interface LazyImageProps {
  src: string;
  /** Empty for decorative images (the game name is written next to them). */
  alt: string;
  className?: string;
  /** Shown instead of the image when it fails to load (one attempt only). */
  fallback: ReactNode;
  width: number;
  height: number;
  /** Load at once (images above the fold, e.g. the first banner). */
  eager?: boolean;
}

export function LazyImage({ src, alt, className, fallback, width, height, eager = false }: LazyImageProps) {
  const ref = useRef<HTMLImageElement>(null);
  const [visible, setVisible] = useState(eager);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);

  useEffect(() => {
    if (visible || !ref.current) return;
    return observe(ref.current, () => setVisible(true));
  }, [visible]);

  if (failedSrc === src) return <>{fallback}</>;
  return (
    <img
      ref={ref}
      className={className}
      src={visible ? src : undefined}
      alt={alt}
      width={width}
      height={height}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      onError={() => setFailedSrc(src)}
    />
  );
}
