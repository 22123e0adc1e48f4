import type { Plugin } from 'vite';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;

/**
 * The built page paints its splash before it asks for any script: the entry stylesheet is inlined (no request
 * blocks the first paint) and the entry module with its preloads is requested right after that paint. On a slow
 * phone the visitor sees the page at once instead of a blank screen while the bundle downloads.
 */
export function paintFirst(): Plugin {
  return {
    name: 'wl-paint-first',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('paint-first: no entry module script in index.html');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
        let page = html.replace(ENTRY_SCRIPT, '').replace(MODULE_PRELOAD, '');
        const css = STYLESHEET.exec(page)?.[1];
        const sheet = css ? bundle?.[css] : undefined;
        if (css && sheet?.type === 'asset') page = page.replace(STYLESHEET, `<style>${String(sheet.source)}</style>`);
        const loader =
          `(()=>{let started=false;const go=()=>{if(started)return;started=true;` +
          `const add=(tag,attrs)=>document.head.appendChild(Object.assign(document.createElement(tag),attrs));` +
          `${JSON.stringify(preloads)}.forEach(href=>add('link',{rel:'modulepreload',href,crossOrigin:''}));` +
          `add('script',{type:'module',src:${JSON.stringify(entry)},crossOrigin:''})};` +
          // A hidden tab never paints: it starts at once.
          `if(document.visibilityState==='hidden')go();else requestAnimationFrame(()=>setTimeout(go))})()`;
        return page.replace('</body>', `<script>${loader}</script>\n  </body>`);
      },
    },
  };
}
