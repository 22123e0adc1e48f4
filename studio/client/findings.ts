/** Checker findings placed where the form shows errors: rjsf's error schema, keyed like the data. */
import type { ErrorSchema } from '@rjsf/utils';
import type { Finding } from './api';

function segments(pointer: string): string[] {
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

/** The findings of one file whose pointer starts with one of `keys`, as an error schema for the form. */
export function errorSchemaOf(findings: readonly Finding[], keys: readonly string[]): ErrorSchema {
  const root: Record<string, unknown> = {};
  for (const finding of findings) {
    const path = segments(finding.pointer);
    if (!path.length || !keys.includes(path[0]!)) continue;
    let node = root;
    for (const segment of path) node = (node[segment] ??= {}) as Record<string, unknown>;
    ((node.__errors ??= []) as string[]).push(finding.message);
  }
  return root as ErrorSchema;
}

/** Findings at or under `pointer` (a purpose-built editor shows those of the part it edits). */
export function findingsUnder(findings: readonly Finding[], pointer: string): Finding[] {
  return findings.filter((f) => f.pointer === pointer || f.pointer.startsWith(`${pointer}/`));
}
