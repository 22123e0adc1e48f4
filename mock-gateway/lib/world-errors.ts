/**
 * Turns a world failure into the gateway's error. Codes and values pass through unchanged except registration
 * failures, which the contract names `register.field.invalid` with one field's details (see docs/gateway.md).
 */
import { isWorldError, type FieldError } from '../world/index.js';
import { GatewayError } from './gateway-error.js';

/** world code -> gateway code */
export const RENAMED_WORLD_CODES: Record<string, string> = {
  registration_invalid: 'register.field.invalid',
};

export function fromWorldError(e: unknown): GatewayError | undefined {
  if (!isWorldError(e)) return undefined;
  const code = RENAMED_WORLD_CODES[e.code] ?? e.code;
  let value = e.value;
  if (e.code === 'registration_invalid' && Array.isArray(e.value)) {
    const errors = e.value as FieldError[];
    const first = errors[0];
    value = first
      ? {
          field: first.field,
          patternId: first.patternId,
          min: first.min,
          max: first.max,
          code: first.code,
          ...(errors.length > 1 ? { errors } : {}),
        }
      : { field: '', patternId: -1, min: 0, max: 0 };
    const message = first ? `${first.field}: ${describeField(first)}` : e.message;
    return new GatewayError(code, { status: e.status, message, value });
  }
  return new GatewayError(code, { status: e.status, message: e.message, value });
}

function describeField(f: FieldError): string {
  switch (f.code) {
    case 'required':
      return 'is required';
    case 'mismatch':
      return 'confirmation input incorrect';
    case 'length':
      return f.min === f.max ? `must be ${f.min} characters` : `must be ${f.min}-${f.max} characters`;
    default:
      return `does not match pattern ${f.patternId} (${f.min}-${f.max} characters)`;
  }
}
