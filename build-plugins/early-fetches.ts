import type { Plugin } from 'vite';
import { afterMerchantTag } from '../server/merchant-meta.ts';

const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/;
/** A language's first-screen words, and its map of every namespace (which the app reads before any words). */
const LOCALE_CHUNK = /^(?:locale|words-map)-(\w+)$/;
/** A language's map of its namespaces, and one namespace's words in it (vite.config.ts names both). */
const WORDS_MAP_CHUNK = /^words-map-(\w+)$/;
const WORDS_CHUNK = /^(\w+)-words-(\w+)$/;
/** How the page's scripts add a script or a preload (crossorigin, as the built page's own tags). */
const ADD_ELEMENT =
  "const add=(tag,attrs)=>document.head.appendChild(Object.assign(document.createElement(tag),attrs,{crossOrigin:''}));";

export interface EarlyFetchOptions {
  /** Lazy page modules (from the project root) and the paths that show them: a visit that lands on one of these
   * paths fetches the page's chunks with the entry instead of after it has run. */
  routeModules?: Record<string, readonly string[]>;
  /** Chunks (by name) every page needs once the app runs, fetched with the entry on any path. */
  everyPage?: readonly string[];
  /** Chunks (by name) a signed-in visit needs on any page, fetched with the entry when a session token is stored. */
  signedIn?: readonly string[];
  /**
   * Namespaces a signed-in visit reads on any page (the centres' frames, the member's header): their words in the
   * visitor's language, with the language's map, fetched with the signed-in chunks rather than once the app has run.
   */
  signedInWords?: readonly string[];
}

interface BuiltChunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry?: boolean;
  facadeModuleId: string | null;
  imports: string[];
  /** Vite's note of the stylesheets the chunk brings (the build splits CSS by chunk). */
  viteMetadata?: { importedCss: Set<string> };
}
type Bundle = Record<string, BuiltChunk | { type: 'asset'; source: string | Uint8Array }>;

const chunks = (bundle: Bundle) => Object.values(bundle).filter((c): c is BuiltChunk => c.type === 'chunk');

/**
 * A chunk's file with every chunk it imports statically, minus what the entry already fetches, and their
 * stylesheets: the app inserts a chunk's stylesheet when it loads the chunk, and waits for it.
 */
function closure(bundle: Bundle, start: BuiltChunk, skip: Set<string>): string[] {
  const files: string[] = [];
  const visit = (chunk: BuiltChunk | undefined) => {
    const file = chunk && `/${chunk.fileName}`;
    if (!chunk || !file || files.includes(file) || skip.has(file)) return;
    files.push(file);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (!files.includes(`/${css}`) && !skip.has(`/${css}`)) files.push(`/${css}`);
    }
    for (const imported of chunk.imports) visit(bundle[imported] as BuiltChunk | undefined);
  };
  visit(start);
  return files;
}

/**
 * What the page fetches early: what every page needs (the entry's own imports and the named chunks), then by path,
 * session and language each file once, none of those again (every name costs the first screen's bytes).
 */
function chunksToFetch(bundle: Bundle, options: EarlyFetchOptions, entry: string, preloads: readonly string[]) {
  const byName = (name: string) => {
    const chunk = chunks(bundle).find((c) => c.name === name);
    if (!chunk) throw new Error(`early-fetches: no chunk named ${name}`);
    return chunk;
  };
  const entryChunk = chunks(bundle).find((c) => `/${c.fileName}` === entry);
  const skip = new Set([entry, ...preloads]);
  const everyPage = [
    ...new Set([
      ...(entryChunk ? closure(bundle, entryChunk, new Set()).filter((file) => !skip.has(file)) : []),
      ...(options.everyPage ?? []).flatMap((name) => closure(bundle, byName(name), skip)),
    ]),
  ];
  everyPage.forEach((file) => skip.add(file));
  const routes = Object.entries(options.routeModules ?? {}).map(([module, paths]) => {
    const page = chunks(bundle).find((c) => c.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
    if (!page) throw new Error(`early-fetches: no chunk for the page module ${module}`);
    return [paths.map((p) => p.toLowerCase()), closure(bundle, page, skip)] as const;
  });
  const locales: Record<string, string[]> = {};
  for (const chunk of chunks(bundle)) {
    const language = LOCALE_CHUNK.exec(chunk.name)?.[1];
    if (language) (locales[language.toUpperCase()] ??= []).push(...closure(bundle, chunk, skip));
  }
  const signedIn = [...new Set((options.signedIn ?? []).flatMap((name) => closure(bundle, byName(name), skip)))];
  const signedInLocales: Record<string, string[]> = {};
  const signedInWords = new Set(options.signedInWords ?? []);
  for (const chunk of chunks(bundle)) {
    const [, namespace, language] = WORDS_CHUNK.exec(chunk.name) ?? [];
    if (namespace && signedInWords.has(namespace))
      (signedInLocales[language!.toUpperCase()] ??= []).push(...closure(bundle, chunk, skip));
  }
  // Each language's map first: the app reads it before any namespace.
  for (const chunk of chunks(bundle)) {
    const language = WORDS_MAP_CHUNK.exec(chunk.name)?.[1]?.toUpperCase();
    if (language && signedInLocales[language]) signedInLocales[language].unshift(...closure(bundle, chunk, skip));
  }
  return { routes, locales, everyPage, signedIn, signedInLocales };
}

/**
 * The sheets' rules in one style element, and each sheet named as a disabled link (never fetched, never applied): the
 * app's chunk loader adds a chunk's stylesheet unless the page has a link to it, and a second copy of rules the page
 * has would only make the browser restyle it.
 */
function inlineStyles(bundle: Record<string, unknown>, files: readonly string[]): string {
  const rules = files.map((file) => {
    const sheet = bundle[file.slice(1)] as { type?: string; source?: string | Uint8Array } | undefined;
    if (sheet?.type !== 'asset') throw new Error(`early-fetches: no stylesheet ${file} in the bundle`);
    return String(sheet.source);
  });
  return `<style>${rules.join('')}</style>${files.map((file) => `<link rel="stylesheet" href="${file}" disabled>`).join('')}`;
}

/**
 * The built page asks for what its first screen needs in one go: the entry module and its preloads as Vite writes
 * them, the styles inlined (no request blocks the first paint), and, from a script in the head, the chunks the app
 * would otherwise ask for only once it has run: the landing page's, the visitor's dictionary (unless the server
 * rendered the page and handed its words over) and a signed-in visit's, with its words. Nothing waits: the browser
 * fetches them beside the page.
 */
export function earlyFetches(options: EarlyFetchOptions = {}): Plugin {
  return {
    name: 'wl-early-fetches',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const entry = ENTRY_SCRIPT.exec(html)?.[1];
        if (!entry) throw new Error('early-fetches: no entry module script in index.html');
        const preloads = [...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]!);
        const css = STYLESHEET.exec(html)?.[1];
        const early = chunksToFetch(
          (bundle ?? {}) as Bundle,
          options,
          entry,
          css ? [...preloads, `/${css}`] : preloads,
        );
        // The entry's stylesheet and those of the chunks every page loads go inline, so no stylesheet a page needs is
        // a request, or arrives later to make the browser restyle the page.
        const inlined = [...(css ? [`/${css}`] : []), ...early.everyPage.filter((file) => file.endsWith('.css'))];
        early.everyPage = early.everyPage.filter((file) => !file.endsWith('.css'));
        const page = css ? html.replace(STYLESHEET, () => inlineStyles(bundle ?? {}, inlined)) : html;
        // Right after the merchant's tag, which names its languages: the language the app will pick (a stored one the
        // merchant supports, else the merchant's default). index.html's first script has marked a stored session (or
        // one handed over in the URL) on <html>; the site server marks a page it rendered (server/render-page.ts).
        const script =
          `(()=>{${ADD_ELEMENT}` +
          `const root=document.documentElement;` +
          `const langs=document.querySelector('meta[name="wl-merchant"]')?.dataset.languages?.split(',')??[];` +
          `const stored=()=>{try{return[localStorage.getItem('curLang'),localStorage.getItem('hisLang')]}catch{return[]}};` +
          `const lang=stored().find(l=>langs.includes(l))??langs[0];` +
          // One task per preload: twenty in one task (a signed-in visit's) were a long task on a phone.
          // A stylesheet the rendered page carries (server/render-page.ts) is not fetched.
          `const seen=new Set(Array.from(document.querySelectorAll('link[rel=stylesheet]'),l=>l.getAttribute('href')));` +
          `const mod=href=>{if(!seen.has(href)){seen.add(href);setTimeout(()=>add('link',href.endsWith('.css')?{rel:'preload',as:'style',href}:{rel:'modulepreload',href}))}};` +
          `${JSON.stringify(early.everyPage)}.forEach(mod);` +
          `const path=location.pathname.toLowerCase();` +
          `for(const[paths,files]of ${JSON.stringify(early.routes)})if(paths.includes(path))files.forEach(mod);` +
          `if(root.hasAttribute('data-signed-in'))[...${JSON.stringify(early.signedIn)},...(${JSON.stringify(early.signedInLocales)}[lang]??[])].forEach(mod);` +
          `if(!root.hasAttribute('data-rendered'))(${JSON.stringify(early.locales)}[lang]??[]).forEach(mod)})()`;
        return afterMerchantTag(page, `<script>${script}</script>`);
      },
    },
  };
}
