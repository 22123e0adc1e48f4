import { loginThroughGateway } from '../../mock-gateway/lib/jwe-client.ts';

/** What the measuring scripts' own gateway calls say they are: royal (RA88) on the web, in English. */
export const SCRIPT_GATEWAY_HEADERS = { Merchant: 'RA88', Device: 'web', Language: 'EN', 'X-Gateway-Version': '3' };

const PASSWORDS = { demo_member: 'Member123', demo_agent: 'Agent123' } as const;

/** A session token of one of the mock world's demo accounts, to hand over in a page's address (SPEC §4). */
export function demoToken(gateway: string, account: keyof typeof PASSWORDS): Promise<string> {
  return loginThroughGateway(gateway, SCRIPT_GATEWAY_HEADERS, account, PASSWORDS[account]);
}
