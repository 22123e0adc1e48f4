import { mkdir, mkdtemp, symlink } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { OutsideConfigError, resolveInConfig } from './paths.ts';

const root = await mkdtemp(path.join(os.tmpdir(), 'studio-paths-'));
await mkdir(path.join(root, 'royal'));
const outside = await mkdtemp(path.join(os.tmpdir(), 'studio-outside-'));
await symlink(outside, path.join(root, 'escape'));

describe('resolveInConfig', () => {
  it('accepts the files of the config folder, existing or new', () => {
    expect(resolveInConfig(root, 'domains.json')).toBe(path.join(root, 'domains.json'));
    expect(resolveInConfig(root, 'royal/merchant.json')).toBe(path.join(root, 'royal/merchant.json'));
    expect(resolveInConfig(root, 'acme/assets/logo.svg')).toBe(path.join(root, 'acme/assets/logo.svg'));
  });

  it.each([
    '../package.json',
    'royal/../../package.json',
    '/etc/passwd',
    '..',
    '.',
    'royal/./merchant.json',
    'royal\\..\\..\\x.json',
    '',
    'royal//merchant.json',
    '.git/config',
  ])('refuses %j', (name) => {
    expect(() => resolveInConfig(root, name)).toThrow(OutsideConfigError);
  });

  it('refuses a path through a symlink that leads out of the folder', () => {
    expect(() => resolveInConfig(root, 'escape/merchant.json')).toThrow(/outside the config folder/);
  });
});
