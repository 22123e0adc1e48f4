import { statSync } from 'node:fs';

/** A value derived from a file, read again whenever the file changes on disk (operators edit config live). */
export function live<T>(file: string, read: () => T): () => T {
  let stamp = -1;
  let value: T;
  return () => {
    let mtime = 0;
    try {
      mtime = statSync(file).mtimeMs;
    } catch {
      // a missing file: read() decides what that means
    }
    if (mtime !== stamp) {
      value = read();
      stamp = mtime;
    }
    return value;
  };
}
