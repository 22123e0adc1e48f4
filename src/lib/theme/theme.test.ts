import { describe, expect, it } from 'vitest';
import royal from '../../../site-config/royal/merchant.json';
import type { MerchantConfig } from '@/generated/config-types';
import { themeStyleSheet } from './theme';

const theme = (royal as unknown as MerchantConfig).theme;

describe('themeStyleSheet', () => {
  it('gives each mode its palette under html[data-theme], as applyTheme names the properties', () => {
    const [, dark, light] = /^html\[data-theme="dark"\]\{([^}]*)\}html\[data-theme="light"\]\{([^}]*)\}$/.exec(
      themeStyleSheet(theme),
    )!;
    expect(dark).toContain(`--color-primary:${theme.palettes.dark.primary};`);
    expect(dark).toMatch(/color-scheme:dark$/);
    expect(light).toContain(`--color-surface-raised:${theme.palettes.light.surfaceRaised};`);
    expect(light).toMatch(/color-scheme:light$/);
  });

  it('leaves out a value that could end its declaration or the style element', () => {
    const hostile = {
      ...theme,
      palettes: { ...theme.palettes, dark: { ...theme.palettes.dark, primary: 'red}</style><script>' } },
    };
    const css = themeStyleSheet(hostile);
    expect(css).not.toContain('</style>');
    expect(css).not.toContain('red}');
  });
});
