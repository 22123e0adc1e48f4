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

/** `live` for a family of files, one per key (a merchant's merchant.json per code), each read again when it changes. */
export function livePerKey<T>(fileOf: (key: string) => string, read: (key: string) => T): (key: string) => T {
  const readers = new Map<string, () => T>();
  return (key) => {
    let reader = readers.get(key);
    if (!reader) readers.set(key, (reader = live(fileOf(key), () => read(key))));
    return reader();
  };
}
