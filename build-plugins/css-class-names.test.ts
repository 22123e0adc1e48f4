import { describe, expect, it } from 'vitest';
import { scopedClassName } from './css-class-names.ts';

describe('CSS module class names', () => {
  const name = scopedClassName('/r');

  it('keep the class name and tag it by file, the same in every build', () => {
    const banner = name('banner', '/r/src/home/home.module.css');
    expect(banner).toMatch(/^banner-[a-z0-9]{1,4}$/);
    expect(scopedClassName('/r')('banner', '/r/src/home/home.module.css?used')).toBe(banner);
    expect(name('title', '/r/src/home/home.module.css').split('-')[1]).toBe(banner.split('-')[1]);
  });

  it('give two files different tags', () => {
    expect(name('a', '/r/src/one.module.css').split('-')[1]).not.toBe(name('a', '/r/src/two.module.css').split('-')[1]);
  });
});
