import type { Plugin } from 'vite';
import { afterMerchantTag } from '../server/merchant-meta.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
const LOCALE_CHUNK = /^locale-(\w+)$/;
/** How the page's scripts add a script or a preload (crossorigin, as the built page's own tags). */
const ADD_ELEMENT =
  "const add=(tag,attrs)=>document.head.appendChild(Object.assign(document.createElement(tag),attrs,{crossOrigin:''}));";

export interface PaintFirstOptions {
  /** Lazy page modules (from the project root) and the paths that show them: a visit that lands on one of these
   * paths fetches the page's chunks with the entry instead of after it has run. */
  routeModules?: Record<string, readonly string[]>;
  /** Chunks (by name) every page needs once the app runs, fetched with the entry on any path. */
  everyPage?: readonly string[];
  /** Chunks (by name) a signed-in visit needs on any page, fetched with the entry when a session token is stored. */
  signedIn?: readonly string[];
  /**
   * What a signed-in visit starts before the app, as soon as the page is parsed (the receipt dock's preview): the
   * gateway reads (GET paths) the client takes later (src/lib/gateway/early-reads.ts), asked with the client's
   * headers, and the build's entry named `entry`.
   */
  signedInEarly?: { reads: readonly string[]; gatewayVersion: string; entry: string; holdsApp?: HoldsApp };
}

/**
 * The early entry goes first: the loader holds the app's files back until the entry dispatches `until` on window
 * (having set window.wlAppHeldUntil to 0), at most until `atMostMs` after the head script asked the early reads, unless
 * sessionStorage holds one of the `unless` values (the entry will paint nothing).
 */
export interface HoldsApp {
  until: string;
  atMostMs: number;
  unless: readonly (readonly [key: string, value: string])[];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry?: boolean;
  facadeModuleId: string | null;
  imports: string[];
}
type Bundle = Record<string, BuiltChunk | { type: 'asset'; source: string | Uint8Array }>;

const chunks = (bundle: Bundle) => Object.values(bundle).filter((c): c is BuiltChunk => c.type === 'chunk');

/** A chunk's file with every chunk it imports statically, minus what the entry already fetches. (The styles are
 * all in the page: the build does not split CSS.) */
function closure(bundle: Bundle, start: BuiltChunk, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (chunk: BuiltChunk | undefined) => {
    const file = chunk && `/${chunk.fileName}`;
    if (!chunk || !file || files.includes(file) || skip.has(file)) return;
    files.push(file);
    for (const imported of chunk.imports) visit(bundle[imported] as BuiltChunk | undefined);
  };
  visit(start);
  return files;
}

/** What the loader fetches early: the landing path's page chunks and the visitor's dictionary. */
function earlyFetches(bundle: Bundle, options: PaintFirstOptions, entryFiles: Set<string>) {
  const routes = Object.entries(options.routeModules ?? {}).map(([module, paths]) => {
    const page = chunks(bundle).find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
    if (!page) throw new Error(`paint-first: no chunk for the page module ${module}`);
    return [paths.map((p) => p.toLowerCase()), closure(bundle, page, entryFiles)] as const;
  });
  const named = (names: readonly string[] = []) =>
    names.flatMap((name) => {
      const chunk = chunks(bundle).find((c) => c.name === name);
      if (!chunk) throw new Error(`paint-first: no chunk named ${name}`);
      return closure(bundle, chunk, entryFiles);
    });
  const locales: Record<string, string[]> = {};
  for (const chunk of chunks(bundle)) {
    const language = LOCALE_CHUNK.exec(chunk.name)?.[1];
    if (language) locales[language.toUpperCase()] = closure(bundle, chunk, entryFiles);
  }
  // The early entry runs before the app: it may not import the app's first files (the bundler's runtime aside, a few
  // hundred bytes every chunk shares), or it would run only after them.
  const early = options.signedInEarly;
  const earlyEntry = early && chunks(bundle).find((c) => c.isEntry && c.name === early.entry);
  if (early && !earlyEntry) throw new Error(`paint-first: no entry named ${early.entry}`);
  const earlyFiles = earlyEntry ? closure(bundle, earlyEntry, new Set()) : [];
  const appEntry = chunks(bundle).find((c) => c.isEntry && entryFiles.has(`/${c.fileName}`));
  const appFiles = new Set(appEntry ? closure(bundle, appEntry, new Set()) : []);
  const waits = earlyFiles.filter((file) => appFiles.has(file) && !/\/rolldown-runtime-[\w-]+\.js$/.test(file));
  if (waits.length) throw new Error(`paint-first: ${early!.entry} imports the app's first files (${waits.join(', ')})`);
  return {
    routes,
    locales,
    everyPage: named(options.everyPage),
    signedIn: named(options.signedIn),
    signedInEarly: earlyFiles,
  };
}

/**
 * The built page paints its splash before it asks for any script: the entry stylesheet is inlined (no request
 * blocks the first paint) and the entry module with its preloads is requested right after that paint, together with
 * the landing page's chunks and the visitor's dictionary, which the entry would otherwise ask for only once it has
 * run. On a slow phone the visitor sees the page at once instead of a blank screen, and the first screen needs one
 * round trip less.
 */
export function paintFirst(options: PaintFirstOptions = {}): Plugin {
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
        const early = earlyFetches((bundle ?? {}) as Bundle, options, new Set([entry, ...preloads]));
        // In the head, as soon as the merchant's tag is parsed (before the page's style): the language the app will
        // pick (a stored one the merchant supports, else the merchant's default), marked on that tag for the loader and
        // what runs before the app; then a signed-in visit's early reads and entry, which a module a script adds does
        // not hold the first paint for: they start with nothing queued before them.
        const reads = options.signedInEarly?.reads ?? [];
        const holds = options.signedInEarly?.holdsApp;
        const signedInEarly = early.signedInEarly.length
          ? `let token,goesFirst;try{token=sessionStorage.getItem('token');` +
            (holds ? `goesFirst=!${JSON.stringify(holds.unless)}.some(([k,v])=>sessionStorage.getItem(k)===v)` : '') +
            `}catch{}const merchant=meta.dataset.gatewayMerchant;` +
            `if(token&&merchant){${holds ? `window.wlAppHeldUntil=goesFirst?performance.now()+${holds.atMostMs}:0;` : ''}` +
            `const headers={Accept:'application/json',Merchant:merchant,Device:'web',Language:lang,` +
            `'X-Gateway-Version':${JSON.stringify(options.signedInEarly!.gatewayVersion)},Authorization:token};` +
            `window.wlEarlyReads=${JSON.stringify(reads)}.map(url=>{const response=fetch(url,{headers,credentials:'same-origin'});` +
            `response.catch(()=>{});return{url,headers,at:Date.now(),response}});` +
            `const[run,...rest]=${JSON.stringify(early.signedInEarly)};` +
            ADD_ELEMENT +
            `rest.forEach(href=>add('link',{rel:'modulepreload',href}));add('script',{type:'module',src:run})}`
          : '';
        const head =
          `(()=>{const meta=document.querySelector('meta[name="wl-merchant"]');` +
          `const langs=meta?.dataset.languages?.split(',')??[];` +
          `const stored=()=>{try{return[localStorage.getItem('curLang'),localStorage.getItem('hisLang')]}catch{return[]}};` +
          `const lang=stored().find(l=>langs.includes(l))??langs[0];` +
          `if(!meta||!lang)return;meta.dataset.language=lang;` +
          signedInEarly +
          `})()`;
        const loader =
          `(()=>{${ADD_ELEMENT}` +
          // index.html's first script marks a stored session (or one handed over in the URL) on <html>.
          `const signedIn=document.documentElement.hasAttribute('data-signed-in');` +
          `const lang=document.querySelector('meta[name="wl-merchant"]')?.dataset.language;` +
          `let started=false;const go=()=>{if(started)return;started=true;` +
          // One task per preload: adding one starts its fetch there and then, a few ms on a phone, and twenty in one task
          // (a signed-in visit's) were a long task right after the first paint.
          `const seen=new Set();const mod=href=>{if(!seen.has(href)){seen.add(href);setTimeout(()=>add('link',{rel:'modulepreload',href}))}};` +
          `${JSON.stringify(preloads)}.forEach(mod);` +
          `add('script',{type:'module',src:${JSON.stringify(entry)}});` +
          `const path=location.pathname.toLowerCase();` +
          `for(const[paths,files]of ${JSON.stringify(early.routes)})if(paths.includes(path))files.forEach(mod);` +
          `${JSON.stringify(early.everyPage)}.forEach(mod);` +
          `if(signedIn)${JSON.stringify(early.signedIn)}.forEach(mod);` +
          `(${JSON.stringify(early.locales)}[lang]??[]).forEach(mod)};` +
          // After the first paint, and after the early entry when it goes first (a hidden tab paints neither: at once).
          (holds
            ? `const start=()=>{const wait=(window.wlAppHeldUntil??0)-performance.now();if(wait<=0)return go();` +
              `addEventListener(${JSON.stringify(holds.until)},go,{once:true});setTimeout(go,wait)};`
            : 'const start=go;') +
          `if(document.visibilityState==='hidden')go();else requestAnimationFrame(()=>setTimeout(start))})()`;
        return afterMerchantTag(page, `<script>${head}</script>`).replace(
          '</body>',
          `<script>${loader}</script>\n  </body>`,
        );
      },
    },
  };
}
