import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSchemaSet } from '../../scripts/config/file-set.ts';
import { copyShippedConfig, ROOT, SCHEMAS } from '../../scripts/config/test-support.ts';
import { createStudioApp } from './app.ts';
import { Workspace } from './workspace.ts';

const TOKEN = 'test-token-0123456789';
let dir: string;
let base: string;
let server: Server;
const shown: string[] = [];

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'studio-app-'));
  await copyShippedConfig(dir);
  const schemas = await readSchemaSet(SCHEMAS);
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  base = `http://127.0.0.1:${port}`;
  const preview = {
    origin: 'http://127.0.0.1:1',
    show: async (_drafts: ReadonlyMap<string, string>, merchant: string) => void shown.push(merchant),
    addFile: async () => undefined,
  };
  const workspace = new Workspace(dir, schemas);
  server.on(
    'request',
    createStudioApp({ root: ROOT, workspace, schemas, preview, token: TOKEN, port, clientDir: dir }),
  );
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const call = (url: string, body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/${url}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Studio-Token': TOKEN, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function disk(name: string) {
  const answer = (await (await call('session')).json()) as { files: { name: string; text: string; hash: string }[] };
  return answer.files.find((f) => f.name === name)!;
}

describe('the studio API', () => {
  it('answers nobody without the token of this start', async () => {
    expect((await call('session', undefined, { 'X-Studio-Token': '' })).status).toBe(401);
    expect((await call('session', undefined, { 'X-Studio-Token': 'test-token-0123456788' })).status).toBe(401);
    expect((await call('session')).status).toBe(200);
  });

  it('answers no other host name (DNS rebinding)', async () => {
    const { request } = await import('node:http');
    const status = await new Promise<number>((resolve) => {
      request(`${base}/api/session`, { headers: { Host: 'evil.example', 'X-Studio-Token': TOKEN } }, (res) =>
        resolve(res.statusCode ?? 0),
      ).end();
    });
    expect(status).toBe(421);
  });

  it("gives the checker's findings on drafts, worded as the command prints them", async () => {
    const royal = JSON.parse((await disk('royal/merchant.json')).text);
    royal.footer.help[0].labelKey = 'footer.faq';
    const answer = await (
      await call('check', { drafts: { 'royal/merchant.json': JSON.stringify(royal) }, merchant: 'royal' })
    ).json();
    const shownRoot = path.relative(process.cwd(), dir).startsWith('..') ? dir : path.relative(process.cwd(), dir);
    expect(answer.findings).toEqual([
      {
        file: `${shownRoot}/royal/merchant.json`,
        name: 'royal/merchant.json',
        pointer: '/footer/help/0/labelKey',
        message:
          '"footer.faq" has no translation in src/locales/ty/, src/locales/en/ (common.json or later.json), so the page would show the raw key: add it there or use a key that exists',
      },
    ]);
    expect(shown.at(-1)).toBe('royal');
  });

  it('refuses names outside the config folder', async () => {
    const check = await call('check', { drafts: { '../package.json': '{}' } });
    expect(check.status).toBe(400);
    const save = await call('save', { drafts: [{ name: '../evil.json', text: '{}', baseHash: '' }], asDraft: true });
    expect(save.status).toBe(400);
    await expect(stat(path.join(dir, '../evil.json'))).rejects.toThrow();
    const upload = await fetch(`${base}/api/assets?merchant=../x&name=a.svg`, {
      method: 'POST',
      headers: { 'X-Studio-Token': TOKEN },
      body: '<svg xmlns="http://www.w3.org/2000/svg"/>',
    });
    expect(upload.status).toBe(400);
  });

  it('saves a good draft formatted as the repository keeps it', async () => {
    const file = await disk('solbet/merchant.json');
    const solbet = JSON.parse(file.text);
    solbet.brand.name = 'Solbet Prime';
    const answer = await call('save', {
      drafts: [{ name: 'solbet/merchant.json', text: JSON.stringify(solbet), baseHash: file.hash }],
      asDraft: false,
    });
    expect(answer.status).toBe(200);
    const written = await readFile(path.join(dir, 'solbet/merchant.json'), 'utf8');
    expect(written).toBe(file.text.replace(/"name": "[^"]*"/, '"name": "Solbet Prime"'));
    expect(written.startsWith('{\n  "$schema": ')).toBe(true);
  });

  it('refuses a draft the checker rejects, and saves it only as a draft file beside it', async () => {
    const file = await disk('royal/merchant.json');
    const text = file.text.replace('"default": "TY"', '"default": "DE"');
    const refused = await call('save', { drafts: [{ name: 'royal/merchant.json', text, baseHash: file.hash }] });
    expect(refused.status).toBe(422);
    expect((await refused.json()).findings.map((f: { pointer: string }) => f.pointer)).toContain('/languages/default');
    expect(await readFile(path.join(dir, 'royal/merchant.json'), 'utf8')).toBe(file.text);

    const asDraft = await call('save', {
      drafts: [{ name: 'royal/merchant.json', text, baseHash: file.hash }],
      asDraft: true,
    });
    expect(asDraft.status).toBe(200);
    expect(await readFile(path.join(dir, 'royal/merchant.json.draft'), 'utf8')).toContain('"default": "DE"');
    expect(await readFile(path.join(dir, 'royal/merchant.json'), 'utf8')).toBe(file.text);

    // Drafts beside a merchant's file or a shared one leave the folder passing the check.
    const domains = await disk('domains.json');
    const broken = { name: 'domains.json', text: '{"hosts": ', baseHash: domains.hash };
    expect((await call('save', { drafts: [broken], asDraft: true })).status).toBe(200);
    expect(await readFile(path.join(dir, 'domains.json.draft'), 'utf8')).toBe('{"hosts": ');
    expect((await (await call('check', { drafts: {} })).json()).findings).toEqual([]);
  });

  it('detects a file changed on disk meanwhile and overwrites nothing', async () => {
    const file = await disk('navigation.json');
    const elsewhere = file.text.replace('"HOME"', '"HOME" ');
    await writeFile(path.join(dir, 'navigation.json'), elsewhere);
    const answer = await call('save', { drafts: [{ name: 'navigation.json', text: file.text, baseHash: file.hash }] });
    expect(answer.status).toBe(409);
    expect((await answer.json()).message).toMatch(
      /navigation\.json changed on disk since you opened it; nothing was saved/,
    );
    expect(await readFile(path.join(dir, 'navigation.json'), 'utf8')).toBe(elsewhere);
  });

  it('creates a merchant with the scaffold of merchant:new, and refuses a taken host', async () => {
    const created = await call('merchants', { code: 'acme', name: 'Acme Casino', domain: 'acme.example' });
    expect(created.status).toBe(200);
    expect(JSON.parse(await readFile(path.join(dir, 'acme/merchant.json'), 'utf8')).brand.name).toBe('Acme Casino');
    expect(JSON.parse(await readFile(path.join(dir, 'domains.json'), 'utf8')).hosts['acme.example']).toBe('acme');
    const taken = await call('merchants', { code: 'acme2', domain: 'acme.example' });
    expect(taken.status).toBe(422);
    expect((await taken.json()).message).toBe('host "acme.example" already serves merchant "acme"');
  });
});
