/**
 * The file as text, edited as text: whatever is typed is kept, even JSON that does not parse (the checker then says
 * where it breaks), and the findings are listed by the line they are on.
 */
import { useMemo } from 'react';
import { lineOf, pointerLines } from '../shared/json-lines';
import type { Finding } from './api';
import { t } from './messages';

interface Props {
  name: string;
  text: string;
  findings: readonly Finding[];
  onChange: (text: string) => void;
}

export function RawView({ name, text, findings, onChange }: Props) {
  const placed = useMemo(() => {
    const lines = pointerLines(text);
    return findings.map((f) => ({ ...f, line: lineOf(lines, f.pointer, f.message) })).sort((a, b) => a.line - b.line);
  }, [text, findings]);
  return (
    <div className="raw">
      <label htmlFor="raw-json">{t('rawLabel', { file: name })}</label>
      <textarea
        id="raw-json"
        value={text}
        spellCheck={false}
        onChange={(e) => onChange(e.currentTarget.value)}
        rows={30}
      />
      <h3>{t('rawFindings')}</h3>
      <ul className="finding-list" data-testid="raw-findings">
        {placed.map((f) => (
          <li key={`${f.line}\u0000${f.pointer}\u0000${f.message}`}>
            <strong>{t('line', { n: f.line })}</strong> <code>{f.pointer || '/'}</code>: {f.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
