// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { paintedHost } from './use-cdn';

afterEach(() => document.body.replaceChildren());

describe('the image host of the banner the server painted', () => {
  it('is kept while the painted screen shows, so its image is not fetched again', () => {
    document.body.innerHTML =
      '<div data-first-screen="EN"><img src="https://cdn2.example/art/a.png">' +
      '<img data-first-banner src="https://cdn2.example/art/b.png"></div>';
    expect(paintedHost(['https://cdn1.example', 'https://cdn2.example/'])).toBe('https://cdn2.example/');
    expect(paintedHost(['https://cdn2.example.evil'])).toBeUndefined();
  });

  it('is none once the app has replaced the painted screen: the host is picked at random as before', () => {
    document.body.innerHTML = '<div><img src="https://cdn2.example/art/b.png"></div>';
    expect(paintedHost(['https://cdn2.example'])).toBeUndefined();
  });
});
