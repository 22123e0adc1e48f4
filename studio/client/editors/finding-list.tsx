import type { Finding } from '../api';

/** The checker's findings for a part of the file, worded as `npm run config:check` prints them. */
export function FindingList({ findings, id }: { findings: readonly Finding[]; id?: string }) {
  if (!findings.length) return null;
  return (
    <ul className="finding-list" id={id} role="list">
      {findings.map((f) => (
        <li key={`${f.pointer}\u0000${f.message}`} className="finding">
          <code>{f.pointer || '/'}</code>: {f.message}
        </li>
      ))}
    </ul>
  );
}
