import type { Server } from 'node:http';

/**
 * A clean stop on SIGTERM (what an orchestrator sends before it kills) and SIGINT: no new connections, the answers
 * under way finish, idle keep-alive connections close at once, and after `graceMs` whatever is left is cut.
 */
export function stopOnSignals(
  server: Server,
  graceMs = 10_000,
  exit: (code: number) => void = (code) => process.exit(code),
  signals: Pick<NodeJS.EventEmitter, 'once'> = process,
): void {
  const stop = () => {
    // A keep-alive connection whose answer has just finished would otherwise wait for its idle time-out.
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    idle.unref();
    server.close(() => {
      clearInterval(idle);
      exit(0);
    });
    setTimeout(() => {
      server.closeAllConnections();
      exit(0);
    }, graceMs).unref();
  };
  signals.once('SIGTERM', stop);
  signals.once('SIGINT', stop);
}
