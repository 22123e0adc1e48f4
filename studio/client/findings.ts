/** Checker findings placed where the form shows them: by the JSON pointer of each field. */
import type { Finding } from './api';

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The messages of one file's findings whose pointer starts with one of `keys`, by JSON pointer. */
export function messagesByPointer(findings: readonly Finding[], keys: readonly string[]): Map<string, string[]> {
  const byPointer = new Map<string, string[]>();
  for (const finding of findings) {
    const first = segments(finding.pointer)[0];
    if (first === undefined || !keys.includes(first)) continue;
    byPointer.set(finding.pointer, [...(byPointer.get(finding.pointer) ?? []), finding.message]);
  }
  return byPointer;
}

/** The JSON pointer of a data path ("footer", "help", 0 -> /footer/help/0). */
export function pointerOf(path: readonly (string | number)[]): string {
  return path.map((s) => '/' + String(s).replace(/~/g, '~0').replace(/\//g, '~1')).join('');
}

/** Findings at or under `pointer` (a purpose-built editor shows those of the part it edits). */
export function findingsUnder(findings: readonly Finding[], pointer: string): Finding[] {
  return findings.filter((f) => f.pointer === pointer || f.pointer.startsWith(`${pointer}/`));
}
