/**
 * Platform fidelity: every catalogue entry is a call the captured platform front end makes (same name, and the same
 * method where the capture shows one), or its description says which part was "chosen here". Entries added later
 * follow the same rule, so a name invented without saying so fails here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from './harness.js';
import { parseReference, readReference, REFERENCE_FILE, referenceName } from './reference-calls.js';

const reference = readReference();
const CHOSEN = /chosen here/i;
const METHOD_CHOSEN = /method[^.]*chosen here/i;

describe('the reference parser', () => {
  it('reads relay names, paths and methods from table rows', () => {
    const calls = parseReference(
      [
        '| Call | Method | Request |',
        '|---|---|---|',
        '| VIS_getJackpot | POST | merchant_code |',
        '| MCSFE_getPointBalance / MCS2_getPointBalance (IDX) | GET | – |',
        '| passwordCheck/MCSFE_convertPoint | POST enc | amount |',
        '| /lgw/vn/games/game_menu, /lgw/vn/games/game_menu/recent | GET | prizeMode |',
        '| MC `touchToken` | ? | – |',
      ].join('\n'),
    );
    expect([...calls.keys()]).toEqual([
      'VIS_getJackpot',
      'MCSFE_getPointBalance',
      'MCS2_getPointBalance',
      'passwordCheck/MCSFE_convertPoint',
      '/lgw/vn/games/game_menu',
      '/lgw/vn/games/game_menu/recent',
    ]);
    expect(calls.get('VIS_getJackpot')!.methods).toEqual(['POST']);
    expect(reference.get('ODSFE2_getWinnerBoard')?.methods).toEqual(['GET']);
    expect(reference.get('/wps/system/settings/consolidated')).toBeDefined();
  });
});

describe('every catalogue entry is from the reference or chosen here', () => {
  it.each(catalogue.map((e) => [e.id, e] as const))('%s', (_id, e) => {
    const seen = reference.get(referenceName(e.path));
    if (!seen) {
      expect(e.description, `${e.method} ${e.path} is not in the reference: say "chosen here"`).toMatch(CHOSEN);
      return;
    }
    if (seen.methods.length && !seen.methods.includes(e.method))
      expect(
        e.description,
        `${e.path}: the reference uses ${seen.methods.join('/')}, the catalogue ${e.method}`,
      ).toMatch(METHOD_CHOSEN);
    // A twin path is the other captured build's name of the same call: it must be in the reference too.
    for (const twin of e.twins ?? [])
      expect(reference.has(referenceName(twin)) || CHOSEN.test(e.description), `twin ${twin}`).toBe(true);
  });
});

describe('answer shapes the reference spells out', () => {
  const row = (name: string) =>
    fs
      .readFileSync(REFERENCE_FILE, 'utf8')
      .split('\n')
      .find((l) => l.startsWith(`| ${name} |`))!;
  type Def = { required: string[]; properties: Record<string, unknown> };
  const responseSchema = (file: string) =>
    JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../schemas/api/responses', file), 'utf8')) as {
      additionalProperties?: { $ref: string };
      $defs: Record<string, Def>;
    };

  it('/lgw/games/game_menus: an object of groups, each with the platform fields and no more required', () => {
    const schema = responseSchema('games-menus.schema.json');
    const group = schema.$defs.LotteryMenuGroup!;
    const menu = schema.$defs.LotteryGameMenu!;
    expect(schema.additionalProperties?.$ref).toBe('#/$defs/LotteryMenuGroup');
    expect(row('/lgw/games/game_menus')).toContain(
      `object of groups {${group.required.join(', ')}[{${menu.required.join(', ')}}]}`,
    );
  });

  it('GCSGAME_gameVendor: cards require the platform fields only and carry no games', () => {
    const card = responseSchema('games-vendor-lanes.schema.json').$defs.VendorLaneCard!;
    expect(row('GCSGAME_gameVendor')).toContain(`cards[{${card.required.join(', ')}}]`);
    expect(card.properties.games).toBeUndefined();
  });
});
