/**
 * The merchant's chat widget under the strict Content-Security-Policy (docs/gateway.md, "Chat scripts"): a script the
 * gateway names loads only when its address is on an origin of the merchant's `customerService.chatScripts` (the
 * origins the site server also puts in script-src). Script text from the gateway is never run, and anything refused
 * is said once, as one console warning.
 */

/** What the site makes of the gateway's answer: the addresses it loads, and a description of each thing it refused. */
export interface ChatScriptPlan {
  load: string[];
  refused: string[];
}

/** An https address's origin; none for anything else (a relative path, another scheme, a user name, not a URL). */
function httpsOrigin(address: string): string | undefined {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' && !url.username && !url.password ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** How a refused entry reads in the warning: its address, or what it was instead of one. */
function describe(entry: unknown): string {
  if (typeof entry === 'string') return 'inline text';
  if (entry && typeof entry === 'object' && typeof (entry as { src?: unknown }).src === 'string')
    return (entry as { src: string }).src;
  return `an entry without an address (${JSON.stringify(entry)?.slice(0, 60)})`;
}

/** Whether an entry carries text beside its address (a script body, say), which is never run. */
const hasText = (entry: object) =>
  Object.entries(entry).some(([key, value]) => key !== 'src' && typeof value === 'string' && value !== '');

/**
 * Sorts the answer (`scripts[{src}]`, or whatever a gateway sent instead) against the merchant's listed addresses. An
 * entry loads by its `src` alone; text beside it (`content`, `script`, `text`, ...) is refused, never run.
 */
export function planChatScripts(answer: unknown, listed: readonly string[]): ChatScriptPlan {
  const allowed = new Set(listed.map(httpsOrigin).filter((o): o is string => !!o));
  const scripts = (answer as { scripts?: unknown } | null)?.scripts;
  const entries: unknown[] = Array.isArray(scripts) ? scripts : answer == null ? [] : [answer];
  const plan: ChatScriptPlan = { load: [], refused: [] };
  for (const entry of entries) {
    const src = (entry as { src?: unknown } | null)?.src;
    const origin = typeof src === 'string' ? httpsOrigin(src) : undefined;
    if (typeof src !== 'string' || !origin || !allowed.has(origin)) {
      plan.refused.push(describe(entry));
      continue;
    }
    if (!plan.load.includes(src)) plan.load.push(src);
    if (hasText(entry as object)) plan.refused.push(`inline text beside ${src}`);
  }
  return plan;
}

/** The addresses already added to this page: a second answer never loads a widget twice. */
const added = new Set<string>();

/** Adds a script element for each allowed address (async, in the head) and warns once about the rest. */
export function loadChatScripts(answer: unknown, listed: readonly string[], doc: Document): ChatScriptPlan {
  const plan = planChatScripts(answer, listed);
  for (const src of plan.load) {
    if (added.has(src)) continue;
    added.add(src);
    const script = doc.createElement('script');
    script.src = src;
    script.async = true;
    script.dataset.chatScript = '';
    doc.head.append(script);
  }
  if (plan.refused.length)
    console.warn(
      `Chat scripts: ignored ${plan.refused.length} the merchant config does not allow ` +
        `(customerService.chatScripts lists the origins): ${plan.refused.join('; ')}`,
    );
  return plan;
}
