/** Notices a file changed on disk behind the operator's back (another editor, git), so it is never overwritten unseen. */
import { useEffect, useState } from 'react';
import { api } from './api';

const EVERY_MS = 2000;

export function useDiskWatch(known: Readonly<Record<string, string>>): ReadonlySet<string> {
  const [changed, setChanged] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => {
    let live = true;
    const look = () =>
      api.hashes().then(
        (hashes) => {
          if (!live) return;
          const names = Object.keys(known).filter((name) => name in hashes && hashes[name] !== known[name]);
          setChanged((before) =>
            before.size === names.length && names.every((n) => before.has(n)) ? before : new Set(names),
          );
        },
        () => undefined, // the next look tries again
      );
    void look();
    const timer = setInterval(look, EVERY_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [known]);
  return changed;
}
