/**
 * `npx tsx scripts/world-fixtures.ts`: writes the fixture worlds that ship with the mock (mock-gateway/worlds/*.json)
 * by playing each story against an in-process mock and exporting the session (GET /__mock/world). Each world starts
 * at a fixed date with its clock stopped, so loading it gives every tester the same screens. Re-run it after a
 * change to the world that the fixtures' histories no longer replay into the state they describe
 * (tests/contract/world-file.test.ts checks that they still do).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createGatewayApp } from '../mock-gateway/app.ts';
import { encryptPayload, type PublicJwks } from '../mock-gateway/lib/jwe-client.ts';
import { FIXTURE_DIR, type WorldFile } from '../mock-gateway/lib/world-file.ts';

/** The demo merchant's code (royal), as npm run bench:gateway sends it. */
const MERCHANT = 'RA88';

interface Story {
  name: string;
  description: string;
  /** Where the clock starts and stays (UTC). */
  start: string;
  play: (gw: Driver) => Promise<void>;
}

interface Driver {
  control(method: string, path: string, body?: unknown): Promise<Record<string, unknown>>;
  /** A gateway call; `sealed` encrypts the body under the gateway's key (E endpoints). */
  call(
    method: string,
    path: string,
    opts?: { token?: string; body?: unknown; key?: string; sealed?: boolean },
  ): Promise<unknown>;
}

const STORIES: Story[] = [
  {
    name: 'member-payout-waiting',
    description:
      'demo_member withdrew 800.00 to its first bank card and the payout was marked paid: the member centre asks ' +
      'for the receipt (received, partly, not received). The clock is stopped, so the receipt waits.',
    start: '2026-03-10T04:00:00Z',
    async play(gw) {
      const { token } = (await gw.control('POST', '/login', { username: 'demo_member' })) as { token: string };
      const accounts = (await gw.call('GET', '/wps/relay/MCSFE_getWithdrawAccountInfo', { token })) as {
        bankCards: { bankCardId: string }[];
      };
      await gw.call('POST', '/wps/relay/MCSFE_withdraw', {
        token,
        key: 'fixture-withdrawal',
        sealed: true,
        body: {
          currentWithdrawType: 'BC',
          amount: 800,
          bankCardId: accounts.bankCards[0]!.bankCardId,
          password: '246810',
        },
      });
      await gw.control('POST', '/withdrawals/paid', { account: 'demo_member' });
    },
  },
  {
    name: 'agent-downline-mid-month',
    description:
      'demo_agent on the 15th of the month with its three-level downline (about 2,050 accounts) and 90 days of ' +
      'their bets, deposits, salaries and dividends: the agent reports show half a month. The clock is stopped.',
    start: '2026-03-15T04:00:00Z',
    async play(gw) {
      await gw.control('POST', '/login', { username: 'demo_agent' }); // builds the team
    },
  },
];

async function record(story: Story): Promise<WorldFile> {
  const app = createGatewayApp({ clockStart: Date.parse(story.start), realTimeClock: false, log: () => undefined });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const session = { 'X-Mock-Session': story.name };
  const json = async (res: Response) => {
    const body = (await res.json()) as { success: boolean; value?: unknown; errorCode?: string; message?: string };
    if (!body.success) throw new Error(`${story.name}: ${res.url}: ${body.errorCode} ${body.message}`);
    return body.value;
  };
  const driver: Driver = {
    control: async (method, p, body) =>
      (await json(
        await fetch(`${base}/__mock${p}`, {
          method,
          headers: { ...session, ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}) },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
      )) as Record<string, unknown>,
    call: async (method, p, opts = {}) => {
      const body = opts.sealed
        ? { jwe: await encryptPayload((await driver.call('GET', '/wps/system/jwks')) as PublicJwks, opts.body) }
        : opts.body;
      return json(
        await fetch(`${base}${p}`, {
          method,
          headers: {
            ...session,
            Merchant: MERCHANT,
            Device: 'web',
            Language: 'EN',
            'X-Gateway-Version': '3',
            ...(opts.token ? { Authorization: opts.token } : {}),
            ...(opts.key ? { 'Idempotency-Key': opts.key } : {}),
            ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}),
          },
          ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        }),
      );
    },
  };
  try {
    await story.play(driver);
    const doc = (await (await fetch(`${base}/__mock/world`, { headers: session })).json()) as WorldFile;
    // A fixture is a starting point: no journal of how it was made, and not the port this script listened on.
    const { journal: _journal, ...rest } = doc;
    for (const op of rest.operations) if (op.k === 'call') op.origin = 'http://127.0.0.1:8081';
    return { $schema: '../../schemas/mock/world-file.schema.json', ...rest, description: story.description };
  } finally {
    server.close();
    server.closeAllConnections();
  }
}

for (const story of STORIES) {
  const file = path.join(FIXTURE_DIR, `${story.name}.json`);
  fs.writeFileSync(file, `${JSON.stringify(await record(story), null, 2)}\n`);
  console.log(`wrote ${path.relative(process.cwd(), file)}`);
}
