import type { Plugin, Rollup } from 'vite';

/**
 * V8's compile hint for a whole file (Chrome 136 and later; other engines read a comment). Without it, V8 compiles
 * each function on the main thread when it is first called; with it, it compiles all of them on a background thread
 * while the file downloads. It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Dictionaries (JSON) and CSS modules' class maps: a chunk of only these holds no function to compile. */
const DATA_MODULE = /\.(json|module\.css)$/;

/**
 * A chunk is fetched when its code is about to run (the first screen's, or a page's as it opens): its functions are
 * worth compiling at once.
 */
const holdsCode = (chunk: Rollup.OutputChunk): boolean => chunk.moduleIds.some((id) => !DATA_MODULE.test(id));

/** Puts the hint on top of each chunk that holds code, and moves its source map's lines down by one. */
export function addCompileHints(bundle: Rollup.OutputBundle): void {
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk' || !holdsCode(chunk)) continue;
    chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
    const map = chunk.sourcemapFileName ? bundle[chunk.sourcemapFileName] : undefined;
    if (map?.type === 'asset') {
      const json = JSON.parse(String(map.source)) as { mappings: string };
      json.mappings = `;${json.mappings}`;
      map.source = JSON.stringify(json);
    }
  }
}

/**
 * Run last: Vite writes its preload table on top of a chunk after the output options' banners. (Like that table, the
 * hint does not change the file's name: it changes no behaviour.)
 */
export const compileHints = (): Plugin => ({
  name: 'wl-compile-hints',
  apply: 'build',
  generateBundle: { order: 'post', handler: (_, bundle) => addCompileHints(bundle) },
});
