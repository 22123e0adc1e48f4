import { describe, expect, it } from 'vitest';
import { world as createTestWorld } from './test-helpers.js';

describe('world mail', () => {
  it('seeds the same inbox for the same seed, whenever it is first read, with the seeded unread count', () => {
    const a = createTestWorld();
    const b = createTestWorld();
    const id = a.accounts.findByUsername('demo_member')!.id;
    b.clock.advance(3_600_000);
    const page = (w: typeof a) => w.mail.inbox(id, { page: 1, size: 50 });
    expect(page(a)).toEqual(page(b));
    expect(a.mail.unreadCount(id)).toBe(a.content.unreadCount(id));
  });

  it('pushes INBOX to the recipient only', () => {
    const w = createTestWorld();
    const member = w.accounts.findByUsername('demo_member')!.id;
    const agent = w.accounts.findByUsername('demo_agent')!.id;
    const heard: [number, unknown][] = [];
    w.push.subscribe(member, (e) => heard.push([member, e]));
    w.push.subscribe(agent, (e) => heard.push([agent, e]));
    w.mail.deliver(member, { senderName: 'QA', subject: 'Hi', content: '<p>x</p>' });
    expect(heard).toEqual([[member, { type: 'INBOX', title: 'Hi' }]]);
  });
});
