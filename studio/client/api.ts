/**
 * Calls to the studio server. The token from the address the terminal printed moves into sessionStorage and out of
 * the address bar (as the site does with its session token), then goes with every call in a header.
 */
import type { SchemaObject } from '../../scripts/config/types';
import type { ContrastPair } from '../../scripts/config/contrast';

const TOKEN_KEY = 'studio-token';

export function takeTokenFromUrl(): void {
  const url = new URL(location.href);
  const token = url.searchParams.get('token');
  if (token === null) return;
  sessionStorage.setItem(TOKEN_KEY, token);
  url.searchParams.delete('token');
  history.replaceState(null, '', url);
}

export interface Finding {
  /** As the command prints it ("site-config/royal/merchant.json"). */
  file: string;
  /** Relative to the config folder ("royal/merchant.json"). */
  name: string;
  pointer: string;
  message: string;
}

export interface DiskFile {
  name: string;
  text: string;
  hash: string;
}

export interface Session {
  configRoot: string;
  previewOrigin: string;
  files: DiskFile[];
  assets: string[];
  schemas: Record<string, SchemaObject>;
  contrastPairs: (ContrastPair & { usedBy?: string })[];
  dictionaries: string[];
}

export type SaveAnswer =
  | { ok: true; saved: DiskFile[] }
  | { ok: false; reason: 'conflict'; name: string; message: string }
  | { ok: false; reason: 'rejected'; findings: Finding[] };

export class ApiError extends Error {}

async function call<T>(path: string, init: RequestInit = {}, accept: number[] = []): Promise<T> {
  const response = await fetch(`api/${path}`, {
    ...init,
    headers: {
      ...(typeof init.body === 'string' ? { 'Content-Type': 'application/json' } : {}),
      'X-Studio-Token': sessionStorage.getItem(TOKEN_KEY) ?? '',
      ...init.headers,
    },
  });
  const body = (await response.json().catch(() => ({}))) as T & { message?: string };
  if (!response.ok && !accept.includes(response.status))
    throw new ApiError(body.message ?? `the studio server answered ${response.status}`);
  return body;
}

const post = (body: unknown): RequestInit => ({ method: 'POST', body: JSON.stringify(body) });

export const api = {
  session: () => call<Session>('session'),
  hashes: () => call<Record<string, string>>('hashes'),
  check: (drafts: Record<string, string>, merchant: string | null) =>
    call<{ findings: Finding[] }>('check', post({ drafts, merchant })),
  format: (name: string, text: string) => call<{ disk: string; formatted: string }>('format', post({ name, text })),
  save: (drafts: { name: string; text: string; baseHash: string }[], asDraft: boolean) =>
    call<SaveAnswer>('save', post({ drafts, asDraft }), [409, 422]),
  newMerchant: (request: { code: string; name: string; domain: string }) =>
    call<{ code: string; files: DiskFile[] }>('merchants', post(request)),
  upload: (merchant: string, file: File) =>
    call<{ path: string }>(`assets?merchant=${encodeURIComponent(merchant)}&name=${encodeURIComponent(file.name)}`, {
      method: 'POST',
      body: file,
      headers: { 'Content-Type': 'application/octet-stream' },
    }),
};
