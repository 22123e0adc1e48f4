import type { Plugin } from 'vite';

/** The comments the servers look for in the built page (server/merchant-meta.ts, server/render-page.ts). */
const MARKERS = /^(wl-merchant|\/?first-screen)$/;

/**
 * The built page without the comments written for its readers: every page carries it, and its first screen must fit
 * TCP's first round trip. HTML comments go (not the servers' markers), and so do the whole-line `//` comments of its
 * inline scripts (index.html's have no multi-line strings).
 */
export function withoutComments(html: string): string {
  return html
    .replace(/<!--([\s\S]*?)-->/g, (comment, text: string) => (MARKERS.test(text.trim()) ? comment : ''))
    .replace(/(<script>)([\s\S]*?)(<\/script>)/g, (_, open: string, code: string, close: string) => {
      const lines = code.split('\n').filter((line) => !/^\s*\/\//.test(line));
      return open + lines.join('\n') + close;
    });
}

export const pageComments = (): Plugin => ({
  name: 'wl-page-comments',
  apply: 'build',
  transformIndexHtml: { order: 'post', handler: withoutComments },
});
