/**
 * The window's size as of the last resize. Reading innerWidth or innerHeight lays the page out when the DOM has
 * changed since the last frame: a render that only wants a first guess reads this instead.
 */
let width = 0;
let height = 800;
if (typeof window !== 'undefined') {
  const read = () => ({ innerWidth: width, innerHeight: height } = window);
  read();
  addEventListener('resize', read, { passive: true });
}

export const viewportSize = () => ({ width, height });
