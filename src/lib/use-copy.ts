import { useState } from 'react';

/**
 * Copies text to the clipboard and remembers what was copied last (`what`), or that copying failed: the screen says
 * which in a status line.
 */
export function useCopy<What extends string>(): [
  copied: What | 'failed' | null,
  copy: (what: What, text: string) => void,
] {
  const [copied, setCopied] = useState<What | 'failed' | null>(null);
  const copy = (what: What, text: string) => {
    navigator.clipboard.writeText(text).then(
      () => setCopied(what),
      () => setCopied('failed'),
    );
  };
  return [copied, copy];
}
