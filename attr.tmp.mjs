import fs from 'node:fs';
import { SourceMapConsumer } from 'source-map-js';
import { gzipSync } from 'node:zlib';
const file = process.argv[2];
const code = fs.readFileSync(file, 'utf8');
const map = JSON.parse(fs.readFileSync(file + '.map', 'utf8'));
const c = new SourceMapConsumer(map);
const lines = code.split('\n');
const bySrc = new Map();
const pieces = new Map();
let prev = null;
c.eachMapping((m) => {
  if (prev) {
    const l = lines[prev.generatedLine - 1];
    const end = m.generatedLine === prev.generatedLine ? m.generatedColumn : l.length;
    const txt = l.slice(prev.generatedColumn, end);
    const key = prev.source || '?';
    pieces.set(key, (pieces.get(key) || '') + txt);
  }
  prev = m;
});
const group = (s) => {
  const i = s.lastIndexOf('node_modules/');
  if (i >= 0) { const rest = s.slice(i + 13).split('/'); return rest[0].startsWith('@') ? rest[0] + '/' + rest[1] : rest[0]; }
  return s.replace(/^.*\/src\//, 'src/').split('/').slice(0, 3).join('/');
};
const g = new Map();
for (const [k, v] of pieces) { const key = group(k); g.set(key, (g.get(key) || '') + v); }
const rows = [...g].map(([k, v]) => [k, v.length, gzipSync(v, { level: 9 }).length]).sort((a, b) => b[2] - a[2]);
let tot = 0; for (const r of rows) tot += r[2];
for (const r of rows.slice(0, +process.argv[3] || 40)) console.log(String(r[2]).padStart(7), String(r[1]).padStart(8), r[0]);
console.log('sum gz (separately)', tot, 'whole', gzipSync(code, { level: 9 }).length);
