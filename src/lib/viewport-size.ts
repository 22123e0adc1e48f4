/**
 * The window's size when the page's code loaded. Reading innerWidth or innerHeight lays the page out when the DOM has
 * changed since the last frame: a render that only wants a first guess (its next frame measures) reads this instead.
 */
const size = typeof window === 'undefined' ? { width: 0, height: 800 } : { width: innerWidth, height: innerHeight };

export const viewportSize = (): Readonly<typeof size> => size;
