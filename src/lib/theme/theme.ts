import type { MerchantConfig } from '@/generated/config-types';

export type ThemeMode = 'dark' | 'light';
type Palette = MerchantConfig['theme']['palettes']['dark'];

export const THEME_STORAGE_KEY = 'theme';

function cssName(key: string): string {
  return `--color-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
}

/** Palette keys become CSS custom properties (surfaceRaised -> --color-surface-raised). */
export function paletteToCss(palette: Palette): Record<string, string> {
  return Object.fromEntries(Object.entries(palette).map(([key, value]) => [cssName(key), value]));
}

export function storedTheme(): ThemeMode | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null;
  }
}

export function applyTheme(theme: MerchantConfig['theme'], mode: ThemeMode): void {
  const root = document.documentElement;
  for (const [name, value] of Object.entries(paletteToCss(theme.palettes[mode]))) root.style.setProperty(name, value);
  root.dataset.theme = mode;
  root.style.colorScheme = mode;
  // The browser's frame (an installed site's title bar) takes the header's colour of the theme in use.
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.palettes[mode].surface);
}

export function rememberTheme(mode: ThemeMode): void {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // Private mode: the choice lasts for this page only.
  }
}

/** A palette value that could end its declaration (or the style element) is left out. */
const SAFE_VALUE = /^[^;{}<>\\]*$/;

/**
 * Both palettes as a style sheet, for the page the server renders before any script runs: `<html data-theme>` (the
 * merchant's default, or the visitor's stored choice, set by index.html) picks one, as applyTheme does later.
 */
export function themeStyleSheet(theme: MerchantConfig['theme']): string {
  return (['dark', 'light'] as const)
    .map((mode) => {
      const declarations = Object.entries(paletteToCss(theme.palettes[mode]))
        .filter(([, value]) => SAFE_VALUE.test(value))
        .map(([name, value]) => `${name}:${value}`);
      return `html[data-theme="${mode}"]{${[...declarations, `color-scheme:${mode}`].join(';')}}`;
    })
    .join('');
}
