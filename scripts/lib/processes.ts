import { spawn, type ChildProcess } from 'node:child_process';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import express from 'express';

const TSX = (root: string) => path.join(root, 'node_modules/.bin/tsx');

/** Starts `args` with tsx and resolves once it prints a line matching `ready`. */
export function startProcess(root: string, args: string[], ready: RegExp): Promise<ChildProcess> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX(root), args, { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] });
    let seen = '';
    const onData = (chunk: Buffer) => {
      seen += chunk.toString();
      if (!ready.test(seen)) return;
      child.stdout!.off('data', onData);
      // What it prints after that (request logs) is not the caller's business.
      child.stdout!.resume();
      resolve(child);
    };
    child.stdout!.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${args.join(' ')} exited (${code}) before it was ready`)));
  });
}

export const stopProcess = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

export const listening = async (server: Server) => {
  await new Promise((resolve) => server.once('listening', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** A free port on 127.0.0.1 (asked of the system, then released for the process that takes it). */
export async function freePort(): Promise<number> {
  const probe = express().listen(0, '127.0.0.1');
  const { port } = new URL(await listening(probe));
  await new Promise((resolve) => probe.close(resolve));
  return Number(port);
}
