import { errorText } from './gateway-error.js';

/**
 * A shared QA mock must not die of one bad request: an error that escapes a request's own containment (a timer, a
 * socket event, the push channel) is logged with what is known, and the server goes on serving everyone else.
 * Installed once the server listens, so a failure to start still ends the process.
 */
export function keepServing(log: (line: string) => void = (line) => console.error(line)): void {
  process.on('uncaughtException', (err, origin) => log(`[mock-gateway] ${origin}, still serving: ${errorText(err)}`));
  process.on('unhandledRejection', (reason) =>
    log(`[mock-gateway] unhandledRejection, still serving: ${errorText(reason)}`),
  );
}
