// @vitest-environment jsdom
import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { SiteSettingsContext, type SiteSettings } from '@/lib/config/site-settings';
import { ImageHostContext, useImageUrl } from './use-cdn';

const settings = (imageCDNs: string[]) => ({ status: { info: { imageCDNs } } }) as unknown as SiteSettings;

function imageUrlWith(hosts: string[], rendered?: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SiteSettingsContext value={settings(hosts)}>
      <ImageHostContext value={rendered}>{children}</ImageHostContext>
    </SiteSettingsContext>
  );
  return renderHook(() => useImageUrl(), { wrapper }).result.current;
}

describe('the image host', () => {
  it('is the one the server rendered the page with, so its image URLs are the hydrated page’s', () => {
    const url = imageUrlWith(['https://cdn1.example', 'https://cdn2.example'], 'https://cdn2.example');
    expect(url('/art/b.png')).toBe('https://cdn2.example/art/b.png');
  });

  it('is one of the status’s hosts when the server named none (or one no longer listed)', () => {
    const url = imageUrlWith(['https://cdn3.example'], 'https://cdn2.example');
    expect(url('/art/b.png')).toBe('https://cdn3.example/art/b.png');
  });
});
