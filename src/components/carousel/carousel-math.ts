/** Pure arithmetic of the carousel: how many slides fit, and where the next step lands. */

export function visibleSlides(width: number, slidesPerView: number, minSlideWidth: number, gap: number): number {
  const per = Math.max(1, Math.floor(slidesPerView));
  if (!(width > 0)) return per;
  const slide = Math.max(minSlideWidth, (width - (per - 1) * gap) / per);
  return Math.max(1, Math.min(per, Math.floor((width + gap) / (slide + gap) + 1e-6)));
}

/** The last index that still fills the view. */
export function lastIndex(count: number, visible: number): number {
  return Math.max(0, count - Math.max(1, visible));
}

/** One step forward or back; past either end it wraps when looping, else it stops. */
export function step(index: number, delta: number, count: number, visible: number, loop: boolean): number {
  const last = lastIndex(count, visible);
  const next = index + delta;
  if (next > last) return loop ? 0 : last;
  if (next < 0) return loop ? last : 0;
  return next;
}
