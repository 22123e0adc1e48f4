/**
 * Runs the checker on the drafts shortly after each edit (and hands them to the preview in the same call), keeping
 * only the answer to the latest drafts.
 */
import { useEffect, useRef, useState } from 'react';
import { api, type Finding } from './api';
import type { Drafts } from './drafts';

const QUIET_MS = 250;

export function useChecker(drafts: Drafts, merchant: string | null) {
  const [findings, setFindings] = useState<Finding[]>([]);
  const [checking, setChecking] = useState(false);
  const [previewVersion, setPreviewVersion] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  useEffect(() => {
    const id = ++latest.current;
    setChecking(true);
    const timer = setTimeout(() => {
      api.check({ ...drafts }, merchant).then(
        (answer) => {
          if (id !== latest.current) return;
          setFindings(answer.findings);
          setChecking(false);
          setError(null);
          setPreviewVersion((v) => v + 1);
        },
        (e: unknown) => {
          if (id !== latest.current) return;
          setChecking(false);
          setError(String(e instanceof Error ? e.message : e));
        },
      );
    }, QUIET_MS);
    return () => clearTimeout(timer);
  }, [drafts, merchant]);

  return { findings, checking, previewVersion, error };
}
