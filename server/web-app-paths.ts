/**
 * Where a merchant's web app manifest and icons are (made by the build, build-plugins/web-app.ts): named apart from
 * their making, so the page's tags and the site server need not load the image renderer.
 */

/** The sizes Chromium asks of an installable site (and Android's launcher uses); iOS takes the 192 as its touch icon. */
export const APP_ICON_SIZES = [192, 512] as const;
/** The folder of a merchant's manifest and icons, under its site-config folder. */
export const APP_FOLDER = 'app';
export const MANIFEST_FILE = 'manifest.webmanifest';
export const appIconFile = (size: number) => `icon-${size}.png`;
/** Where the page finds them (`code` checked by the caller). */
export const appPath = (code: string, file: string) => `/site-config/${code}/${APP_FOLDER}/${file}`;
