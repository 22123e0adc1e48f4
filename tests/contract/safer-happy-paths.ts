/** Happy paths of the safer.* calls (issue 45), spread into happy-paths.ts; on the suite's merchant (royal, mga). */
import type { CallOptions, Client } from './harness.js';
import { SaferControl } from './safer-control.js';

type Case = (c: Client) => Promise<CallOptions & { check?: (value: unknown) => void }>;
const DAY = 86_400_000;

const member = (c: Client) => c.login('demo_member', 'Member123');
const qa = (c: Client) => new SaferControl(c.baseUrl, c.session);

export const saferHappyPaths: Record<string, Case> = {
  'safer.status': async (c) => (await member(c), {}),
  'safer.setLimit': async (c) => (await member(c), { body: { kind: 'deposit', period: 'DAY', amount: 50_000 } }),
  'safer.confirmLimit': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    await qa(c).set({
      account: 'demo_member',
      limit: { kind: 'deposit', period: 'WEEK', amount: 10_000, pending: { amount: 20_000, effectiveAt: now } },
    });
    return { body: { kind: 'deposit', period: 'WEEK' } };
  },
  'safer.timeOut': async (c) => (await member(c), { body: { days: 1 } }),
  'safer.selfExclude': async (c) => (await member(c), { body: { months: 6, confirm: true } }),
  'safer.lift': async (c) => {
    await qa(c).set({ account: 'demo_member', block: { kind: 'selfExclusion', days: 180 } });
    return {
      body: { username: 'demo_member', password: 'Member123', reason: 'I have had counselling and feel in control' },
      token: null,
    };
  },
  'safer.realityCheck': async (c) => (await member(c), { body: { intervalMinutes: 30 } }),
  'safer.review': async (c) => (await member(c), { body: { keep: true } }),
  'safer.summary': async (c) => {
    await member(c);
    const now = (await c.control.clock()).now;
    return { query: { startDate: now - 30 * DAY, endDate: now } };
  },
};
