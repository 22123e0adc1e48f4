import { createHash } from 'node:crypto';
import path from 'node:path';

const owners = new Map<string, string>();

/**
 * A CSS module's class name: its own name and a short tag of its file (`banner-k3x9`). The default,
 * `_banner_<5-char hash>_<line>`, carries random characters per class that gzip cannot shrink: the class maps of the
 * first screen's script are 0.4 kB smaller this way. Both builds (the browser's and the first-screen painter's) name
 * classes with this, so the painted HTML and the app agree; two files whose tags collide stop the build.
 */
export function scopedClassName(root: string) {
  return (name: string, filename: string): string => {
    const file = path.relative(root, filename.replace(/\?.*$/, '')).split(path.sep).join('/');
    const tag = BigInt(`0x${createHash('sha256').update(file).digest('hex').slice(0, 12)}`)
      .toString(36)
      .slice(0, 4);
    const owner = owners.get(tag);
    if (owner && owner !== file) throw new Error(`CSS module tag ${tag} of ${file} is also ${owner}'s: rename one`);
    owners.set(tag, file);
    return `${name}-${tag}`;
  };
}
