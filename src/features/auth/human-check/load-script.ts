/** One load per address: later callers share it; a failed load is forgotten so the next check tries again. */
const loads = new Map<string, Promise<void>>();

/**
 * Loads a classic script (a third-party SDK that defines a global) once, when a check first needs it. Rejects when it
 * fails to load or takes longer than `timeoutMs`.
 */
export function loadScript(src: string, { doc = document, timeoutMs = 20_000 } = {}): Promise<void> {
  const url = new URL(src, doc.baseURI).href;
  let load = loads.get(url);
  if (load) return load;
  const script = doc.createElement('script');
  load = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${url} took longer than ${timeoutMs} ms`)), timeoutMs);
    script.onload = () => {
      clearTimeout(timer);
      resolve();
    };
    script.onerror = () => {
      clearTimeout(timer);
      reject(new Error(`${url} did not load`));
    };
  });
  load.catch(() => {
    loads.delete(url);
    script.remove();
  });
  loads.set(url, load);
  script.src = url;
  script.async = true;
  doc.head.appendChild(script);
  return load;
}
