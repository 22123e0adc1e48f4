/** The one error type handlers and the pipeline throw; it becomes a failure envelope. */
import { errorTable } from './error-table.js';

export class GatewayError extends Error {
  readonly code: string;
  readonly status: number;
  readonly value?: unknown;

  constructor(code: string, options: { message?: string; status?: number; value?: unknown } = {}) {
    const def = errorTable().get(code);
    super(options.message ?? def?.message ?? code);
    this.name = 'GatewayError';
    this.code = code;
    this.status = options.status ?? def?.status ?? 500;
    if (options.value !== undefined) this.value = options.value;
  }
}

/** An error as a log line shows it: its stack when it has one. */
export function errorText(err: unknown): string {
  return err instanceof Error ? (err.stack ?? err.message) : String(err);
}

export function fail(code: string, value?: unknown, message?: string): never {
  throw new GatewayError(code, { value, message });
}
