import { useClientStore } from '@/lib/rendering/hydration';

/**
 * Page chunks being fetched for a navigation. The first page of a visit is not counted: its frame shows the route
 * fallback instead. Listeners hear of changes a microtask later, because loads start while React renders.
 */
let pending = 0;
let counting = false;
const listeners = new Set<() => void>();
const notify = () => queueMicrotask(() => listeners.forEach((listener) => listener()));

export function trackRouteLoad<T>(load: Promise<T>): Promise<T> {
  if (!counting) return load;
  pending++;
  notify();
  return load.finally(() => {
    pending--;
    notify();
  });
}

/** Called once the first page has been committed: from then on, loads are navigations. */
export function startCountingRouteLoads(): void {
  counting = true;
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether a navigation is waiting for its page's code (the old page stays on screen meanwhile). */
export function useRouteLoading(): boolean {
  return useClientStore(
    subscribe,
    () => pending > 0,
    () => false,
  );
}
