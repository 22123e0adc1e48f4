import { useClientStore } from '@/lib/rendering/hydration';

/**
 * The window's size when the page's code loaded. Reading innerWidth or innerHeight lays the page out when the DOM has
 * changed since the last frame: a render that only wants a first guess (its next frame measures) reads this instead.
 */
const size = typeof window === 'undefined' ? { width: 0, height: 800 } : { width: innerWidth, height: innerHeight };

export const viewportSize = (): Readonly<typeof size> => size;

/** A phone's screen: what the server, which sees no screen, lays out for (most visits are from phones). */
const SERVER_VIEWPORT = { width: 390, height: 844 } as const;
const noChanges = () => () => undefined;
const serverViewport = () => SERVER_VIEWPORT;

/**
 * The first guess of a render: the server's (a phone's) in the server's render and the browser's hydration of it, so
 * the two match; the window's size otherwise (the render that follows hydration takes it).
 */
export function useViewportGuess(): Readonly<{ width: number; height: number }> {
  return useClientStore(noChanges, viewportSize, serverViewport);
}
