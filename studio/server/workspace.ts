/**
 * The config folder as the studio sees it: the files on disk, the operator's drafts laid over them for the checker,
 * and the writes (saves, drafts beside a file, new merchants, uploads), each confined to the folder.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkConfig } from '../../scripts/config/check.ts';
import { displayPath, readFileSet } from '../../scripts/config/file-set.ts';
import { scaffoldMerchant } from '../../scripts/config/scaffold.ts';
import type { ConfigProblem, SchemaSet } from '../../scripts/config/types.ts';
import { formatConfig } from './format.ts';
import { resolveInConfig } from './paths.ts';

/** A finding of the checker, with the file relative to the config folder (as the studio names files). */
export interface Finding extends ConfigProblem {
  /** "royal/merchant.json"; `file` keeps the name the command prints ("site-config/royal/merchant.json"). */
  name: string;
}

export interface DraftFile {
  name: string;
  text: string;
  /** The hash of the file when the draft was started from it ("" for a file that did not exist). */
  baseHash: string;
}

export type SaveResult =
  | { ok: true; saved: { name: string; hash: string; text: string }[] }
  | { ok: false; reason: 'conflict'; name: string; message: string }
  | { ok: false; reason: 'rejected'; findings: Finding[] };

export function hashOf(text: string | undefined): string {
  return text === undefined ? '' : createHash('sha256').update(text).digest('hex').slice(0, 16);
}

/** The extension a draft saved beside its file gets: the checker and the build pass it by (not a .json file). */
export const DRAFT_SUFFIX = '.draft';

export class Workspace {
  readonly displayRoot: string;
  /** Uploaded files not yet saved: name -> bytes. The checker counts them as present. */
  private readonly pendingAssets = new Map<string, Buffer>();

  constructor(
    readonly configDir: string,
    private readonly schemas: SchemaSet,
  ) {
    this.displayRoot = displayPath(configDir);
  }

  /** Every file of the folder: JSON files with their text, others with "" (as the checker reads them). */
  async files(): Promise<Map<string, string>> {
    return readFileSet(this.configDir);
  }

  /** The checker's findings for the folder with the drafts laid over it, as `npm run config:check` words them. */
  async check(drafts: ReadonlyMap<string, string>): Promise<Finding[]> {
    const files = new Map(await this.files());
    for (const name of this.pendingAssets.keys()) files.set(name, '');
    for (const [name, text] of drafts) {
      resolveInConfig(this.configDir, name);
      files.set(name, text);
    }
    const prefix = `${this.displayRoot}/`;
    return checkConfig(files, this.schemas, { displayRoot: this.displayRoot }).map((p) => ({
      ...p,
      name: p.file.startsWith(prefix) ? p.file.slice(prefix.length) : p.file,
    }));
  }

  /** The text a draft is saved as (the repository's formatting, the disk file's key order). */
  async formatted(name: string, text: string): Promise<string> {
    const target = resolveInConfig(this.configDir, name);
    const onDisk = await this.readText(name);
    let parsedDisk: unknown;
    try {
      parsedDisk = onDisk === undefined ? undefined : JSON.parse(onDisk);
    } catch {
      parsedDisk = undefined;
    }
    return formatConfig(JSON.parse(text), target, parsedDisk);
  }

  async readText(name: string): Promise<string | undefined> {
    try {
      return await readFile(resolveInConfig(this.configDir, name), 'utf8');
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  /**
   * Saves the drafts together, formatted. Refused when a file changed on disk since its draft began (nothing is
   * written), or, unless `asDraft`, when the checker finds anything in the folder as it would then be. As a draft,
   * each goes beside its file (`merchant.json.draft`), which neither the site nor the checker reads.
   */
  async save(drafts: readonly DraftFile[], asDraft: boolean): Promise<SaveResult> {
    for (const draft of drafts) {
      const current = hashOf(await this.readText(draft.name));
      if (current !== draft.baseHash) {
        return {
          ok: false,
          reason: 'conflict',
          name: draft.name,
          message: `${this.displayRoot}/${draft.name} changed on disk since you opened it; nothing was saved. Load the file from disk (your draft stays in the undo history) and make your change again.`,
        };
      }
    }
    const texts = new Map<string, string>();
    for (const draft of drafts) {
      try {
        texts.set(draft.name, await this.formatted(draft.name, draft.text));
      } catch {
        texts.set(draft.name, draft.text); // not JSON: only a draft file can take it, the checker says why
      }
    }
    if (!asDraft) {
      const findings = await this.check(texts);
      if (findings.length) return { ok: false, reason: 'rejected', findings };
    }
    const saved: { name: string; hash: string; text: string }[] = [];
    for (const [name, text] of texts) {
      const target = resolveInConfig(this.configDir, asDraft ? name + DRAFT_SUFFIX : name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, text);
      if (!asDraft) saved.push({ name, hash: hashOf(text), text });
    }
    if (!asDraft) await this.writePendingAssets();
    return { ok: true, saved };
  }

  /** `npm run merchant:new`'s scaffold, written the same way (formatted JSON, placeholder art, the domain map). */
  async newMerchant(request: { code: string; name?: string; domain?: string }) {
    const files = await this.files();
    const result = scaffoldMerchant(files, this.schemas, request, this.displayRoot);
    if (!result.ok) return result;
    for (const [name, content] of result.writes) {
      const target = resolveInConfig(this.configDir, name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, name.endsWith('.json') ? await formatConfig(JSON.parse(content), target) : content);
    }
    return result;
  }

  /** Holds an uploaded file until the next save (the preview gets it at once). */
  addPendingAsset(name: string, content: Buffer): void {
    resolveInConfig(this.configDir, name);
    this.pendingAssets.set(name, content);
  }

  private async writePendingAssets(): Promise<void> {
    for (const [name, content] of this.pendingAssets) {
      const target = resolveInConfig(this.configDir, name);
      await mkdir(path.dirname(target), { recursive: true });
      await writeFile(target, content);
    }
    this.pendingAssets.clear();
  }
}
