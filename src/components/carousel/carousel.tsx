import {
  Children,
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useElementWidth } from '@/components/use-element-width';
import { lastIndex, step, visibleSlides } from './carousel-math';
import styles from './carousel.module.css';
import { useClientStore } from '@/lib/rendering/hydration';

export interface CarouselProps {
  /** Accessible name of the carousel. */
  label: string;
  children: ReactNode;
  slidesPerView?: number;
  /** Slides never get narrower than this (fewer show on small screens), px. */
  minSlideWidth?: number;
  gap?: number;
  /** Moves by itself every autoplayMs (never with prefers-reduced-motion); pausable. */
  autoplayMs?: number;
  transitionMs?: number;
  /** Wraps around at the ends. */
  loop?: boolean;
  /** Slide aspect ratio, e.g. '3 / 1', reserves the height before images load. */
  className?: string;
  /**
   * Where the buttons go: a row of their own above the slides, or over the slides' bottom corner (for full-width
   * art such as banners, so the page does not lose a row to them).
   */
  controls?: 'row' | 'overlay';
}

const noChanges = () => () => undefined;
const prefersReducedMotion = () => matchMedia('(prefers-reduced-motion: reduce)').matches;
/**
 * The visitor's motion preference as the page loaded. The server cannot know it: its render (and the hydration of
 * it) has motion, and a visitor who asked for less gets a carousel that stands still right after.
 */
const useReducedMotion = () => useClientStore(noChanges, prefersReducedMotion, () => false);

/**
 * A carousel after the WAI-ARIA pattern: previous / next buttons, a pause button when it plays by itself, arrow keys,
 * rotation paused while the pointer or keyboard focus is inside, off-screen slides inert.
 */
export function Carousel({
  label,
  children,
  slidesPerView = 1,
  minSlideWidth = 0,
  gap = 0,
  autoplayMs,
  transitionMs = 400,
  loop = false,
  className,
  controls = 'row',
}: CarouselProps) {
  const { t } = useTranslation();
  const slides = Children.toArray(children);
  const count = slides.length;
  const id = useId();
  const viewportRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(viewportRef, (w) => visibleSlides(w, slidesPerView, minSlideWidth, gap));
  const [index, setIndex] = useState(0);
  const reducedMotion = useReducedMotion();
  const [pausedByUser, setPaused] = useState<boolean | null>(null);
  const paused = pausedByUser ?? reducedMotion;
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const visible = visibleSlides(width, slidesPerView, minSlideWidth, gap);
  const current = Math.min(index, lastIndex(count, visible));
  const canMove = count > visible;
  const autoplay = !!autoplayMs && canMove && !reducedMotion;
  const rotating = autoplay && !paused && !hovered && !focused;

  useEffect(() => {
    if (!rotating || !autoplayMs) return;
    const timer = setInterval(
      () => setIndex((i) => step(Math.min(i, lastIndex(count, visible)), 1, count, visible, true)),
      autoplayMs,
    );
    return () => clearInterval(timer);
  }, [rotating, autoplayMs, count, visible]);

  const move = (delta: number) => setIndex(step(current, delta, count, visible, loop || autoplay));

  const onKeyDown = (e: KeyboardEvent<HTMLElement>) => {
    if (e.key === 'ArrowRight') move(1);
    else if (e.key === 'ArrowLeft') move(-1);
    else return;
    e.preventDefault();
  };

  const style = {
    // How many fit is measured before the first paint, so slides never resize in view.
    '--carousel-per': visible,
    '--carousel-gap': `${gap}px`,
    '--carousel-index': current,
    '--carousel-ms': `${reducedMotion ? 0 : transitionMs}ms`,
  } as CSSProperties;

  return (
    <div
      role="group"
      data-carousel=""
      className={`${styles.carousel} ${controls === 'overlay' ? styles.overlay : ''} ${className ?? ''}`}
      aria-roledescription={t('games:carousel.roleDescription')}
      aria-label={label}
      onKeyDown={onKeyDown}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
      }}
      style={style}
    >
      {/* The row is always there (hidden when nothing moves), so the carousel keeps its height as slides arrive. */}
      <div
        className={styles.controls}
        style={canMove ? undefined : { visibility: 'hidden' }}
        aria-hidden={!canMove || undefined}
      >
        {autoplay && (
          <button type="button" className={styles.control} onClick={() => setPaused(!paused)}>
            <span aria-hidden="true">{paused ? '▶' : '❚❚'}</span>
            <span className="visually-hidden">{t(paused ? 'games:carousel.play' : 'games:carousel.pause')}</span>
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          onClick={() => move(-1)}
          aria-controls={id}
          disabled={!loop && !autoplay && current === 0}
        >
          <span aria-hidden="true">‹</span>
          <span className="visually-hidden">{t('games:carousel.previous')}</span>
        </button>
        <button
          type="button"
          className={styles.control}
          onClick={() => move(1)}
          aria-controls={id}
          disabled={!loop && !autoplay && current >= lastIndex(count, visible)}
        >
          <span aria-hidden="true">›</span>
          <span className="visually-hidden">{t('games:carousel.next')}</span>
        </button>
      </div>
      <div ref={viewportRef} className={styles.viewport}>
        <div id={id} className={styles.track} aria-live={rotating ? 'off' : 'polite'}>
          {slides.map((slide, i) => {
            const shown = i >= current && i < current + visible;
            return (
              <div
                key={i}
                className={styles.slide}
                role="group"
                aria-roledescription={t('games:carousel.slide')}
                aria-label={t('games:carousel.slideLabel', { n: i + 1, count })}
                aria-hidden={!shown}
                inert={!shown}
              >
                {slide}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
