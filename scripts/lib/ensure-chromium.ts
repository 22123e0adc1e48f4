/**
 * The end-to-end step needs the system Chromium (nothing downloads a browser). `npm test` checks for it before
 * anything else: where it can install it the way `.ci/run` does (root with apt-get) it does so and says so; otherwise
 * it stops at once with the one command to run, instead of failing minutes later in the end-to-end step.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export type ChromiumCheck = { ok: true; installed?: boolean } | { ok: false; message: string };

export interface ChromiumHost {
  executable(path: string): boolean;
  isRoot(): boolean;
  hasAptGet(): boolean;
  /** Runs apt-get; true when it succeeded. */
  aptInstall(): boolean;
  log(line: string): void;
}

export function ensureChromium(host: ChromiumHost = systemHost, path = CHROMIUM_PATH): ChromiumCheck {
  if (host.executable(path)) return { ok: true };
  const how = 'apt-get update && apt-get install -y chromium';
  if (path === '/usr/bin/chromium' && host.isRoot() && host.hasAptGet()) {
    host.log(`Chromium is missing at ${path}: installing it from Debian's packages (${how}), as .ci/run does.`);
    if (host.aptInstall() && host.executable(path)) return { ok: true, installed: true };
    return { ok: false, message: `Installing Chromium failed. Run it yourself: ${how}` };
  }
  return {
    ok: false,
    message:
      `The end-to-end tests need Chromium at ${path}, and it is missing. Install it with: sudo ${how}` +
      ` (or point CHROMIUM_PATH at a Chromium binary).`,
  };
}

const systemHost: ChromiumHost = {
  executable(path) {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  },
  isRoot: () => process.getuid?.() === 0,
  hasAptGet: () => spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0,
  aptInstall() {
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const run = (args: string[]) => spawnSync('apt-get', args, { stdio: 'inherit', env }).status === 0;
    return run(['update', '-qq']) && run(['install', '-y', '-qq', 'chromium']);
  },
  log: (line) => console.log(line),
};
