/** The stand-in page a launched game opens (the mock has no real games). */
const esc = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function playPage(title: string, detail: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title>
<style>body{margin:0;display:grid;place-items:center;min-height:100vh;font:16px system-ui,sans-serif;background:#111;color:#eee}main{text-align:center}</style></head>
<body><main><h1>${esc(title)}</h1><p>${esc(detail)}</p><p>Mock game: nothing to play here.</p></main></body></html>`;
}
