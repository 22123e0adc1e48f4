/**
 * Platform mail and the push channel: the inbox window, read and delete with the unread count, compose to the team
 * or the upline with every refusal, and the WebSocket push channel (token required, one account never hears
 * another's events, a new socket after the server drops one).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Client, startGateway, uniqueSession, type Gateway } from './harness.js';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway();
});
afterAll(async () => gw?.close());

interface Mail {
  inboxId: string;
  subject: string;
  read: boolean;
  sendTime: number;
  senderName: string;
  content: string;
}
type Inbox = { content: Mail[]; totalPages: number; totalElements: number };

async function signedIn(username: string, password: string, session = uniqueSession('mail')): Promise<Client> {
  const c = new Client(gw.baseUrl, session);
  await c.login(username, password);
  return c;
}
const member = (session?: string) => signedIn('demo_member', 'Member123', session);
const agent = (session?: string) => signedIn('demo_agent', 'Agent123', session);
const inbox = async (c: Client, query: Record<string, string | number | boolean> = {}) =>
  (await c.call<Inbox>('messages.inbox', { query: { page: 1, size: 50, ...query } })).body.value!;
const unread = async (c: Client) => (await c.call<number>('messages.unreadCount')).body.value!;

/** demo_agent and a member just registered with its affiliate code (a direct downline), both signed in. */
async function agentWithNewDownline() {
  const a = await agent();
  const friend = `mf${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}`;
  await a.control.login({ username: friend, password: 'Friend123', create: true, fields: { affiliateCode: 'DEMOAG' } });
  const f = new Client(gw.baseUrl, a.session);
  await f.login(friend, 'Friend123');
  return { a, f, friend };
}

/** A push socket of a client's mock session; resolves once subscribed (or with the close code). */
function socket(c: Client, token: string | undefined = c.token) {
  // '' = no token
  const ws = new WebSocket(`${gw.baseUrl.replace(/^http/, 'ws')}/wps/push`, {
    headers: { 'X-Mock-Session': c.session },
  });
  const events: Record<string, unknown>[] = [];
  const waiters: (() => void)[] = [];
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const subscribed = new Promise<{ customerId: number }>((resolve) => {
    ws.on('message', (raw) => {
      const frame = JSON.parse(String(raw)) as Record<string, unknown>;
      if (frame.subscribed) resolve(frame as { customerId: number });
      else {
        events.push(frame);
        waiters.splice(0).forEach((w) => w());
      }
    });
  });
  ws.on('open', () => ws.send(JSON.stringify({ action: 'subscribe', token })));
  const next = () => new Promise<void>((resolve) => waiters.push(resolve));
  return { ws, events, subscribed, closed, next };
}

describe('inbox', () => {
  it('lists only the last 30 days, newest first, with as many unread as the count says', async () => {
    const c = await member();
    const { content, totalElements } = await inbox(c);
    expect(totalElements).toBeGreaterThan(0);
    const now = (await c.control.clock()).now;
    for (const m of content) expect(m.sendTime).toBeGreaterThanOrEqual(now - 30 * 86_400_000);
    expect(content.map((m) => m.sendTime)).toEqual([...content.map((m) => m.sendTime)].sort((a, b) => b - a));
    expect(content.filter((m) => !m.read)).toHaveLength(await unread(c));
    const paged = await inbox(c, { size: 2, page: 2 });
    expect(paged.content.map((m) => m.inboxId)).toEqual(content.slice(2, 4).map((m) => m.inboxId));
    expect(paged.totalPages).toBe(Math.ceil(totalElements / 2));
  });

  it('writes platform mail in the reader language', async () => {
    const c = await member();
    const [en, pt] = [await inbox(c, { language: 'EN' }), await inbox(c, { language: 'PT' })];
    expect(en.content[0]!.inboxId).toBe(pt.content[0]!.inboxId);
    expect(en.content[0]!.subject).not.toBe(pt.content[0]!.subject);
  });

  it('marks a mail read (once) and deletes it, answering the new unread count', async () => {
    const c = await member();
    await c.control.clearMail('demo_member');
    const mail = await c.control.sendMail({ account: 'demo_member', subject: 'Read me' });
    await c.control.sendMail({ account: 'demo_member', subject: 'Second' });
    expect(await unread(c)).toBe(2);
    const read = await c.call<{ unreadCount: number }>('messages.markRead', { body: { inboxId: mail.inboxId } });
    expect(read.body.value).toEqual({ unreadCount: 1 });
    const again = await c.call<{ unreadCount: number }>('messages.markRead', { body: { inboxId: mail.inboxId } });
    expect(again.body.value).toEqual({ unreadCount: 1 });
    expect((await inbox(c)).content.find((m) => m.inboxId === mail.inboxId)?.read).toBe(true);
    const del = await c.call<{ unreadCount: number }>('messages.delete', { body: { inboxId: mail.inboxId } });
    expect(del.body.value).toEqual({ unreadCount: 1 });
    expect((await inbox(c)).content.map((m) => m.subject)).toEqual(['Second']);
    const gone = await c.call('messages.delete', { body: { inboxId: mail.inboxId } });
    expect([gone.status, gone.body.errorCode]).toEqual([404, 'mail_not_found']);
  });

  it('keeps each account its own inbox', async () => {
    const c = await member();
    const other = new Client(gw.baseUrl, c.session);
    await other.login('demo_agent', 'Agent123');
    const mail = await c.control.sendMail({ account: 'demo_member', subject: 'Mine only' });
    expect((await inbox(other)).content.some((m) => m.inboxId === mail.inboxId)).toBe(false);
    const r = await other.call('messages.markRead', { body: { inboxId: mail.inboxId } });
    expect(r.body.errorCode).toBe('mail_not_found');
  });
});

describe('compose', () => {
  it('offers agents their team and members only their upline', async () => {
    const a = await agent();
    expect((await a.call('messages.recipientTypes')).body.value).toMatchObject({ '1': true, '2': true });
    const m = await member();
    expect((await m.call('messages.recipientTypes')).body.value).toEqual({
      '1': false,
      '2': false,
      '3': false,
      '4': false,
      '5': true,
    });
  });

  it('delivers to one downline, escaped, and refuses outsiders, missing recipients and unavailable kinds', async () => {
    const { a, f, friend } = await agentWithNewDownline();
    await a.control.clearMail(friend);
    const sent = await a.call('messages.send', {
      body: { sendType: 1, recipients: [friend], subject: 'Hi team', content: 'Line <b>one</b>\nLine two' },
    });
    expect(sent.body.value).toEqual({ delivered: 1 });
    const got = (await inbox(f)).content;
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({ subject: 'Hi team', read: false, sendType: 1 });
    expect(got[0]!.content).toBe('<p>Line &lt;b&gt;one&lt;/b&gt;</p><p>Line two</p>');
    expect(await unread(f)).toBe(1);

    const outsider = await a.call('messages.send', {
      body: { sendType: 1, recipients: ['demo_member'], subject: 'x', content: 'y' },
    });
    expect(outsider.body.errorCode).toBe('mail_recipient_not_downline');
    const none = await a.call('messages.send', { body: { sendType: 1, subject: 'x', content: 'y' } });
    expect(none.body.errorCode).toBe('mail_recipient_required');
    const m = await member(a.session);
    const refused = await m.call('messages.send', { body: { sendType: 2, subject: 'x', content: 'y' } });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 'mail_recipient_type_unavailable']);
    const blank = await a.call('messages.send', { body: { sendType: 2, subject: '   ', content: 'y' } });
    expect(blank.body.errorCode).toBe('request.invalid');
  });

  it('lets a downline write to its upline', async () => {
    const { a, f, friend } = await agentWithNewDownline();
    await a.control.clearMail('demo_agent');
    expect(
      (await f.call('messages.send', { body: { sendType: 5, subject: 'Up', content: 'Hello' } })).body.value,
    ).toEqual({
      delivered: 1,
    });
    expect((await inbox(a)).content.map((m) => [m.subject, m.senderName])).toEqual([['Up', friend]]);
  });
});

describe('push channel', () => {
  it('refuses a socket without a valid token', async () => {
    const c = await member();
    expect(await socket(c, '').closed).toBe(4401);
    expect(await socket(c, 'not-a-token').closed).toBe(4401);
  });

  it('delivers an account its own events only, mail included', async () => {
    const session = uniqueSession('push');
    const m = await member(session);
    const a = await agent(session);
    const mine = socket(m);
    const theirs = socket(a);
    expect((await mine.subscribed).customerId).toBeGreaterThan(0);
    await theirs.subscribed;
    let got = mine.next();
    expect(await m.control.sendMail({ account: 'demo_member', subject: 'Pushed' })).toMatchObject({
      subject: 'Pushed',
    });
    await got;
    got = mine.next();
    expect(
      await m.control.push('demo_member', { type: 'DEPOSIT', data: { amount: 100, time: 1, success: true } }),
    ).toMatchObject({ delivered: 1 });
    await got;
    expect(mine.events).toEqual([
      { type: 'INBOX', title: 'Pushed' },
      { type: 'DEPOSIT', data: { amount: 100, time: 1, success: true } },
    ]);
    // The agent heard nothing: an event to it now arrives first.
    const agentGot = theirs.next();
    await m.control.push('demo_agent', { type: 'PAYMENT_CONFIRMATION' });
    await agentGot;
    expect(theirs.events).toEqual([{ type: 'PAYMENT_CONFIRMATION' }]);
    mine.ws.close();
    theirs.ws.close();
  });

  it('refuses an event outside the contract from QA', async () => {
    const c = await member();
    await expect(c.control.push('demo_member', { type: 'NOPE' })).rejects.toThrow(/event/);
  });

  it('closes on a dropped channel, and a new socket hears the next events', async () => {
    const c = await member();
    const first = socket(c);
    await first.subscribed;
    expect(await c.control.dropPush()).toEqual({ dropped: 1 });
    expect(await first.closed).toBe(1012);
    const second = socket(c);
    await second.subscribed;
    const got = second.next();
    await c.control.push('demo_member', { type: 'ONLINE_MSG', title: 'Back', message: 'again', popup: false });
    await got;
    expect(second.events).toEqual([{ type: 'ONLINE_MSG', title: 'Back', message: 'again', popup: false }]);
    second.ws.close();
  });

  it('refuses the upgrade while QA makes the channel unavailable, and stops an ended session', async () => {
    const c = await member();
    await c.control.setPushAvailable(false);
    const refused = new WebSocket(`${gw.baseUrl.replace(/^http/, 'ws')}/wps/push`, {
      headers: { 'X-Mock-Session': c.session },
    });
    const status = await new Promise<number | undefined>((resolve) =>
      refused.on('unexpected-response', (_req, res) => resolve(res.statusCode)).on('error', () => resolve(undefined)),
    );
    expect(status).toBe(503);
    await c.control.setPushAvailable(true);
    const s = socket(c);
    await s.subscribed;
    await c.call('session.logout');
    await c.control.push('demo_member', { type: 'INBOX' });
    expect(await s.closed).toBe(4401);
    expect(s.events).toEqual([]);
  });
});
