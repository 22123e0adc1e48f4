/**
 * Where the studio may write: files inside the config folder only. Every path an operator's browser sends goes
 * through here, so a crafted name ("../package.json", an absolute path, a symlinked folder) cannot leave it.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';

/** A config file's name as the checker knows it: posix, relative to the config folder ("royal/merchant.json"). */
const SAFE_NAME = /^(?:[A-Za-z0-9_][A-Za-z0-9._-]*\/)*[A-Za-z0-9_][A-Za-z0-9._-]*$/;

export class OutsideConfigError extends Error {}

/** The absolute path of `name` inside `configDir`, or an OutsideConfigError saying why it is refused. */
export function resolveInConfig(configDir: string, name: string): string {
  if (!SAFE_NAME.test(name) || name.split('/').some((part) => part === '..' || part === '.')) {
    throw new OutsideConfigError(`"${name}" is not a file name inside the config folder`);
  }
  const root = realpathSync(configDir);
  const target = path.resolve(root, ...name.split('/'));
  if (!target.startsWith(root + path.sep)) throw new OutsideConfigError(`"${name}" is outside the config folder`);
  // The deepest folder that exists must itself be inside (a symlink in the config folder must not lead out).
  let existing = path.dirname(target);
  for (;;) {
    try {
      const real = realpathSync(existing);
      if (real !== root && !real.startsWith(root + path.sep))
        throw new OutsideConfigError(`"${name}" leads outside the config folder`);
      break;
    } catch (error) {
      if (error instanceof OutsideConfigError) throw error;
      existing = path.dirname(existing);
    }
  }
  return target;
}
