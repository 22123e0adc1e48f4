/** The languages the site has a dictionary for: the folders of src/locales, as platform codes (en -> EN). */
import fs from 'node:fs';
import path from 'node:path';

export function siteDictionaries(root: string): string[] {
  const dir = path.join(root, 'src/locales');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.readdirSync(path.join(dir, d.name)).some((f) => f.endsWith('.json')))
    .map((d) => d.name.toUpperCase())
    .sort();
}
