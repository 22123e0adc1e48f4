import path from 'node:path';

/** What the bundler tells a chunk-naming function about the module graph (rolldown's ChunkingContext). */
interface ModuleGraph {
  getModuleInfo(id: string): {
    importedIds: readonly string[];
    dynamicallyImportedIds?: readonly string[];
    code?: string | null;
    exports?: readonly string[];
  } | null;
}

/** A file of lazy modules fetched together: what `starts` need that the shell, the pages and public pages do not. */
export interface LazyGroup {
  name: string;
  starts: readonly string[];
}

/**
 * A file for what the groups' starts and `starts` (lazy pages of a signed-in first view) need that the groups leave
 * out because a visitor's lazy page needs it too (a form's machine, a query hook, a money style). Left to the default
 * split, each is a file of its own; together, a visitor who opens such a page fetches the kit whole.
 */
export interface SharedKit {
  name: string;
  starts: readonly string[];
  /** Pages a visitor lands on (beyond the landing pages): what they need stays out, so they never fetch the kit. */
  without: readonly string[];
}

interface Plan {
  shell: Set<string>;
  /** What the first landing page (the home) shares with another. */
  shared: Set<string>;
  /** What the other landing pages share without the first. */
  sharedByOthers: Set<string>;
  /** Module → the lazy group (or kit) it goes to. */
  grouped: Map<string, string>;
}

/** Every module reached from `start` through the imports `next` names, `start` included. */
function reach(start: string, graph: ModuleGraph, next: (id: string) => readonly string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...next(id));
  }
  return seen;
}

const staticImports = (graph: ModuleGraph) => (id: string) => graph.getModuleInfo(id)?.importedIds ?? [];
const lazyImports = (graph: ModuleGraph) => (id: string) => graph.getModuleInfo(id)?.dynamicallyImportedIds ?? [];

/** What the plan is made from; files are relative to the project's root. */
export interface ChunkPlanOptions {
  entry: string;
  /** The pages a visit most often lands on, the home first. */
  landingPages: readonly string[];
  groups?: readonly LazyGroup[];
  kit?: SharedKit;
  /** Lazy modules a visitor never opens (the centres' pages): what they share may go into the groups. */
  signedInOnly?: (file: string) => boolean;
  /** Modules left out of the shell though reached (see staticClosure). */
  heldBack?: (file: string) => boolean;
}

/** A package's index that only gathers other modules' exports: nothing but import and export lines. */
function isBarrel(id: string, code: string | null | undefined): boolean {
  return id.includes('/node_modules/') && !!code && code.split('\n').every((line) => BARREL_LINE.test(line));
}
// `import … from`, `export * from`, `export { … } [from]`, comments and blank lines: no code of its own.
const BARREL_LINE = /^\s*(import\s.*\sfrom\s|export\s+(\*|\{[^}]*\})(\s+from\s|\s*;?\s*$)|\/\/|\/\*|\*|$)/;

/** The names a module imports by name (`import { a, b as c } from`): `a` and `b`. */
function namedImports(code: string | null | undefined): string[] {
  const names: string[] = [];
  for (const [, list] of (code ?? '').matchAll(/import\s+(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from/g))
    for (const item of list!.split(','))
      names.push(
        item
          .replace(/^\s*type\s+/, '')
          .split(/\s+as\s+/)[0]!
          .trim(),
      );
  return names;
}

/**
 * Every module `start` needs before it runs: its static imports, recursively (dynamic imports stay lazy). A package
 * barrel (`@tanstack/react-query`'s index re-exports every hook) leads only to the modules that export a name some
 * module here imports: the bundler drops the rest, so they must not pull this start's chunk along with them. A
 * `heldBack` module is left out though reached, for an index whose own code only other chunks use.
 */
function staticClosure(start: string, graph: ModuleGraph, heldBack: (id: string) => boolean): Set<string> {
  const seen = new Set<string>();
  const wanted = new Set<string>();
  const barrelEdges: string[] = [];
  const stack = [start];
  const drain = () => {
    while (stack.length > 0) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      const info = graph.getModuleInfo(id);
      if (isBarrel(id, info?.code)) barrelEdges.push(...(info?.importedIds ?? []));
      else {
        for (const name of namedImports(info?.code)) wanted.add(name);
        stack.push(...(info?.importedIds ?? []));
      }
    }
  };
  drain();
  // A barrel's target joins once a name it exports is wanted (which may want more names): repeat until nothing joins.
  for (let joined = true; joined;) {
    joined = false;
    for (const id of barrelEdges) {
      if (seen.has(id)) continue;
      const info = graph.getModuleInfo(id);
      if (isBarrel(id, info?.code) || (info?.exports ?? []).some((name) => wanted.has(name))) {
        stack.push(id);
        joined = true;
      }
    }
    drain();
  }
  // A held-back module stays out (its imports stay in): the bundler puts it where something calls it.
  return new Set([...seen].filter((id) => id === start || !heldBack(id)));
}

/** Every module the app may import lazily, anywhere below `entry`. */
function lazyModules(entry: string, graph: ModuleGraph): Set<string> {
  const [statics, lazies] = [staticImports(graph), lazyImports(graph)];
  const everything = reach(entry, graph, (id) => [...statics(id), ...lazies(id)]);
  return new Set([...everything].flatMap(lazies));
}

/** The options with their defaults, every file an absolute module id as the graph names it. */
type ResolvedOptions = Required<Omit<ChunkPlanOptions, 'kit'>> & Pick<ChunkPlanOptions, 'kit'>;

function plan(graph: ModuleGraph, options: ResolvedOptions): Plan {
  const { entry, landingPages, groups, kit, signedInOnly, heldBack } = options;
  const closure = (start: string) => staticClosure(start, graph, heldBack);
  const shell = closure(entry);
  shell.delete(entry); // the entry chunk keeps its own code
  const uses = new Map<string, number>();
  for (const page of landingPages)
    for (const id of closure(page)) if (!shell.has(id)) uses.set(id, (uses.get(id) ?? 0) + 1);
  const first = landingPages.length > 0 ? closure(landingPages[0]!) : new Set<string>();
  const shared = new Set<string>();
  const sharedByOthers = new Set<string>();
  // A package module the home needs goes with it too: lazy pages share it, so the default split would give it a file.
  for (const [id, count] of uses)
    if (count > 1 || (first.has(id) && id.includes('/node_modules/')))
      (first.has(id) ? shared : sharedByOthers).add(id);

  // A module a visitor's page needs stays out of the groups: a visitor never downloads the signed-in files.
  const grouped = new Map<string, string>();
  if (groups.length === 0) return { shell, shared, sharedByOthers, grouped };
  const starts = new Set(groups.flatMap((g) => g.starts));
  const publicUse = new Set<string>();
  for (const lazy of lazyModules(entry, graph))
    if (!starts.has(lazy) && !signedInOnly(lazy)) for (const id of closure(lazy)) publicUse.add(id);
  const placed = (id: string) => shell.has(id) || shared.has(id) || sharedByOthers.has(id) || grouped.has(id);
  for (const group of groups)
    for (const start of group.starts)
      for (const id of closure(start)) if (!placed(id) && !publicUse.has(id)) grouped.set(id, group.name);
  if (!kit) return { shell, shared, sharedByOthers, grouped };
  // Only what a visitor's page needs too (and so all it needs): the kit never leads a visitor into the groups. A
  // held-back package index joins it too, rather than a file of its own.
  const needs = (start: string) => staticClosure(start, graph, () => false);
  const avoided = new Set(kit.without.flatMap((page) => [...needs(page)]));
  for (const start of [...starts, ...kit.starts])
    for (const id of needs(start))
      if (!placed(id) && (publicUse.has(id) || heldBack(id)) && !avoided.has(id)) grouped.set(id, kit.name);
  return { shell, shared, sharedByOthers, grouped };
}

/**
 * Names the chunks of the first visit: a phone opens only a few connections at a time, so each request on the way to
 * the first screen costs a round trip. Everything the entry needs goes into one `shell` chunk (left alone, the
 * bundler splits out every module a lazy page shares with the entry, ten small files), what the first landing page
 * (the home) shares with another (the read cache, game rows, game start) into one `pages` chunk, and what only the
 * others share (the windowed game grid, paged reads) into `other-pages`, which the home never downloads. A signed-in
 * visit fetches a score of small lazy modules more (header balance and avatar, push reactions, a centre's frame and
 * menu): each `group` gathers those of its `starts` into one file, leaving out what a page opened without signing in
 * also needs (`signedInOnly` says which lazy modules are never opened by a visitor), which the `kit` gathers in turn.
 * Anything else keeps the default split.
 */
export function firstScreenChunks(root: string, options: ChunkPlanOptions) {
  const { entry, landingPages, groups = [], kit, signedInOnly = () => false, heldBack = () => false } = options;
  const abs = (file: string) => path.resolve(root, file);
  const relative = (id: string) => path.relative(root, id).split(path.sep).join('/');
  let cached: Plan | undefined;
  return (id: string, graph: ModuleGraph): string | null => {
    cached ??= plan(graph, {
      entry: abs(entry),
      landingPages: landingPages.map(abs),
      groups: groups.map((g) => ({ name: g.name, starts: g.starts.map(abs) })),
      kit: kit && { name: kit.name, starts: kit.starts.map(abs), without: kit.without.map(abs) },
      signedInOnly: (lazy) => signedInOnly(relative(lazy)),
      heldBack: (id) => heldBack(relative(id)),
    });
    if (cached.shell.has(id)) return 'shell';
    if (cached.shared.has(id)) return 'pages';
    if (cached.sharedByOthers.has(id)) return 'other-pages';
    return cached.grouped.get(id) ?? null;
  };
}
