import path from 'node:path';

/** What the bundler tells a chunk-naming function about the module graph (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

interface Plan {
  shell: Set<string>;
  shared: Set<string>;
}

/** Every module `start` needs before it runs: its static imports, recursively (dynamic imports stay lazy). */
function staticClosure(start: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

function plan(entry: string, landingPages: readonly string[], graph: ModuleGraph): Plan {
  const shell = staticClosure(entry, graph);
  shell.delete(entry); // the entry chunk keeps its own code
  const uses = new Map<string, number>();
  for (const page of landingPages)
    for (const id of staticClosure(page, graph)) if (!shell.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const shared = new Set([...uses].filter(([, count]) => count > 1).map(([id]) => id));
  return { shell, shared };
}

/**
 * Names the chunks of the first visit: a phone opens only a few connections at a time, so each request on the way to
 * the first screen costs a round trip. Everything the entry needs goes into one `shell` chunk (left alone, the
 * bundler splits out every module a lazy page shares with the entry, ten small files), and what the landing pages
 * share (the read cache, the game grid, game start) into one `pages` chunk. Anything else keeps the default split.
 */
export function firstScreenChunks(root: string, entry: string, landingPages: readonly string[]) {
  const abs = (file: string) => path.resolve(root, file);
  let cached: Plan | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    cached ??= plan(abs(entry), landingPages.map(abs), graph);
    if (cached.shell.has(id)) return 'shell';
    if (cached.shared.has(id)) return 'pages';
    return null;
  };
}
