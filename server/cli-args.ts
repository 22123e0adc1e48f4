/** `--name value` or `--name=value` from argv. */
export function argValue(name: string, argv = process.argv.slice(2)): string | undefined {
  const flag = `--${name}`;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === flag) return argv[i + 1];
    if (arg.startsWith(`${flag}=`)) return arg.slice(flag.length + 1);
  }
  return undefined;
}

export function portArg(fallback: number, envName = 'PORT'): number {
  const raw = argValue('port') ?? process.env[envName];
  const port = raw ? Number(raw) : fallback;
  if (!Number.isInteger(port) || port <= 0 || port > 65535) throw new Error(`invalid port "${raw}"`);
  return port;
}
