import { describe, expect, it } from 'vitest';
import { ensureChromium, type ChromiumHost } from './ensure-chromium';

function host(overrides: Partial<ChromiumHost> & { installs?: boolean }): ChromiumHost & { lines: string[] } {
  let present = false;
  const lines: string[] = [];
  return {
    lines,
    executable: () => present,
    isRoot: () => true,
    hasAptGet: () => true,
    aptInstall: () => {
      present = overrides.installs ?? true;
      return present;
    },
    log: (line) => lines.push(line),
    ...overrides,
  };
}

describe('ensureChromium', () => {
  it('passes at once when the browser is there', () => {
    expect(ensureChromium(host({ executable: () => true }))).toEqual({ ok: true });
  });

  it('installs it from Debian packages as root, and says so', () => {
    const h = host({});
    expect(ensureChromium(h, '/usr/bin/chromium')).toEqual({ ok: true, installed: true });
    expect(h.lines[0]).toMatch(/Chromium is missing .* installing it .*apt-get install -y chromium/);
  });

  it('without root, stops with the one command to run', () => {
    const result = ensureChromium(host({ isRoot: () => false }), '/usr/bin/chromium');
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('sudo apt-get update && apt-get install -y chromium'),
    });
  });

  it('does not install over a CHROMIUM_PATH somewhere else', () => {
    const h = host({});
    expect(ensureChromium(h, '/opt/chrome/chrome').ok).toBe(false);
    expect(h.lines).toEqual([]);
  });

  it('reports a failed install', () => {
    expect(ensureChromium(host({ installs: false }), '/usr/bin/chromium')).toEqual({
      ok: false,
      message: expect.stringContaining('Installing Chromium failed'),
    });
  });
});
