/** The home page's paths (SPEC §2). Plain data: the build reads it too, to fetch the page's chunks early. */
export const HOME_PATHS = ['/', '/index', '/index.html', '/home'];
