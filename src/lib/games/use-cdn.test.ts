// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { paintedHost } from './use-cdn';

afterEach(() => document.body.replaceChildren());

describe('the image host of the screen the server painted', () => {
  it('is kept while the painted screen shows, so its images are not fetched again', () => {
    document.body.innerHTML =
      '<div data-first-screen="EN" data-image-host="https://cdn2.example/"><img src="https://cdn2.example/b.png"></div>';
    expect(paintedHost(['https://cdn1.example', 'https://cdn2.example/'])).toBe('https://cdn2.example/');
    expect(paintedHost(['https://cdn2.example'])).toBeUndefined();
  });

  it('is none once the app has replaced the painted screen: the host is picked at random as before', () => {
    document.body.innerHTML = '<div><img src="https://cdn2.example/art/b.png"></div>';
    expect(paintedHost(['https://cdn2.example'])).toBeUndefined();
  });
});
