/**
 * Reads a page starts before the app has loaded (the receipt dock's preview: src/features/member/receipt-preview.ts).
 * The client's first identical read takes the answer instead of asking the gateway again.
 */
export interface EarlyRead {
  url: string;
  /** As the client sends them: an answer counts only for the same session, merchant and language. */
  headers: Record<string, string>;
  at: number;
  response: Promise<Response>;
}

declare global {
  interface Window {
    wlEarlyReads?: EarlyRead[];
  }
}

/** Older than this, the page's answer is not taken: the screen asks again. */
const FRESH_MS = 10_000;

const sameHeaders = (a: Record<string, string>, b: Record<string, string>) =>
  JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());

/** The page's answer to this read, once, ending with `signal` like a fetch; null when the page did not start it. */
export function takeEarlyRead(
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
): Promise<Response> | null {
  const reads = globalThis.window?.wlEarlyReads;
  const index = reads?.findIndex((read) => read.url === url && sameHeaders(read.headers, headers)) ?? -1;
  if (index < 0) return null;
  const [read] = reads!.splice(index, 1);
  if (Date.now() - read!.at > FRESH_MS) return null;
  return new Promise((resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
    read!.response.then(resolve, reject);
  });
}
