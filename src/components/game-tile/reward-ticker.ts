import { useRef } from 'react';
import { useClientStore } from '@/lib/rendering/hydration';

/** SPEC §2: the card's reward counter rises every 3 seconds. */
export const REWARD_TICK_MS = 3000;

let ticks = 0;
let timer: ReturnType<typeof setInterval> | undefined;
const listeners = new Set<() => void>();

/** One interval for every card on the page, running only while a card shows a counter. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  timer ??= setInterval(() => {
    ticks++;
    for (const l of listeners) l();
  }, REWARD_TICK_MS);
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer !== undefined) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/**
 * The reward counter to show: the server's figure, moved by the server's own step every 3 s since that figure
 * arrived, so every number shown is one the server's counter passes through (none is made up). Without a step the
 * figure stands still.
 */
export function useRewardCounter(counter: number | undefined, step: number | undefined): number | undefined {
  const moving = counter !== undefined && !!step;
  const now = useClientStore(
    moving ? subscribe : noSubscribe,
    () => ticks,
    () => 0,
  );
  const since = useRef<{ counter: number | undefined; tick: number }>({ counter, tick: now });
  if (since.current.counter !== counter) since.current = { counter, tick: now };
  if (!moving) return counter;
  return counter + (now - since.current.tick) * step;
}

const noSubscribe = () => () => undefined;
