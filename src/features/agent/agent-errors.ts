import { GatewayError } from '@/lib/gateway/gateway-error';
import { errorMessageKey } from '@/lib/gateway/error-messages';

/** Refusals of the team endpoints with a sentence of their own in the agent dictionary. */
const AGENT_KEYS: Record<string, string> = {
  operation_not_allowed: 'agent:errors.notYourDownline',
  date_range_invalid: 'agent:errors.dateRange',
  'not.exists.payment.password': 'agent:errors.noPaymentPassword',
  'register.field.invalid': 'agent:errors.formInvalid',
};

/** The translation key (with its namespace) for an error of an agent page. */
export function agentErrorKey(error: unknown): string {
  if (error instanceof GatewayError && AGENT_KEYS[error.code]) return AGENT_KEYS[error.code]!;
  return `common:${errorMessageKey(error)}`;
}
