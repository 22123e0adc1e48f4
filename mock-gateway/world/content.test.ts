import { describe, expect, it } from 'vitest';
import { MERCHANT, world } from './test-helpers.js';

describe('content', () => {
  it('announcements by type, popups by execution code', () => {
    const w = world();
    const anon = w.content.announcements({});
    expect(anon.player.length).toBeGreaterThan(5);
    expect(anon.popup.map((p) => p.execution)).toEqual(['B']);
    expect(
      anon.promotion.every((p) => p.announcementImages.length > 0 && p.announcementImages[0]!.sequence === 1),
    ).toBe(true);
    expect(new Set(anon.banners.map((b) => b.groupName))).toEqual(
      new Set(['w_home', 'w_reg', 'w_leftmenu', 'w_forget']),
    );
    const member = w.content.announcements({ accountId: 1, types: ['PU'] });
    expect(member.popup.map((p) => p.execution)).toEqual(['A', 'A']);
    expect(member.player).toEqual([]);
    expect(
      w.content.announcements({ accountId: 1, firstLogin: true, types: ['PU'] }).popup.map((p) => p.execution),
    ).toContain('F');
    expect(
      w.content.announcements({ types: ['B'] }).banners.every((b) => b.url.startsWith('/__mock/art/banner/')),
    ).toBe(true);
  });

  it('help per language, unread counts, customer service, chat and feedback', () => {
    const w = world();
    expect(w.content.helpCenter('TY')[0]!.title).not.toBe(w.content.helpCenter('EN')[0]!.title);
    expect(w.content.helpCenter('XX')).toEqual(w.content.helpCenter('EN'));
    const id = w.accounts.findByUsername('demo_member')!.id;
    const n = w.content.unreadCount(id);
    expect(n).toBeGreaterThanOrEqual(0);
    w.content.markAllRead(id);
    expect(w.content.unreadCount(id)).toBe(0);
    expect(w.content.customerService('royal')[0]).toEqual({
      csPosition: 'LIVECHAT-1',
      csType: 'LIVECHAT',
      channel: 'chat',
      title: 'Live Chat',
      path: 'https://chat.example/royal?c=LIVECHAT-1',
    });
    expect(w.content.customerService('royal').map((c) => c.csPosition)).toEqual([
      'LIVECHAT-1',
      'LIVECHAT-2',
      'TELEGRAM-1',
      'EMAIL-1',
    ]);
    expect(w.content.chatUrl(id)).toContain(`uid=${id}`);
    expect(w.content.addFeedback({ content: 'Great site' })).toEqual({ id: 1 });
    expect(w.content.feedback()[0]).toMatchObject({ content: 'Great site', at: w.clock.now() });
  });
});

describe('customer service', () => {
  const withPositions = (positions: string[]) =>
    world(42, [
      { ...MERCHANT, customerServicePositions: positions },
      { ...MERCHANT, code: 'other', merchantCodes: ['OT1'] },
    ]);

  it("serves exactly the merchant's placed positions, in order, by folder or header code", () => {
    const w = withPositions(['LIVECHAT-2', 'EMAIL-1', 'LIVECHAT-2', 'WHATSAPP-1', 'TELEGRAM-3']);
    for (const code of ['royal', 'ROYAL01']) {
      expect(w.content.customerService(code).map((c) => c.csPosition)).toEqual([
        'LIVECHAT-2',
        'EMAIL-1',
        'WHATSAPP-1',
        'TELEGRAM-3',
      ]);
    }
    expect(w.content.customerService().map((c) => c.csPosition)[0]).toBe('LIVECHAT-2'); // the first merchant
    expect(w.content.customerService('OT1')).toHaveLength(4); // no positions: the default set
  });

  it('picks the channel by prefix: chat, https t.me, mailto:, https wa.me', () => {
    const w = withPositions(['LIVECHAT-2', 'TELEGRAM-1', 'TELEGRAM-2', 'EMAIL-1', 'WHATSAPP-1', 'LINE-1']);
    const byPos = new Map(w.content.customerService('ROYAL01').map((c) => [c.csPosition, c]));
    expect(byPos.get('LIVECHAT-2')).toEqual({
      csPosition: 'LIVECHAT-2',
      csType: 'LIVECHAT',
      channel: 'chat',
      title: 'Live Chat 2',
      path: 'https://chat.example/ROYAL01?c=LIVECHAT-2',
    });
    expect(byPos.get('TELEGRAM-1')).toMatchObject({ channel: 'telegram', path: 'https://t.me/ROYAL01_support' });
    expect(byPos.get('TELEGRAM-2')).toMatchObject({ title: 'Telegram 2', path: 'https://t.me/ROYAL01_support2' });
    expect(byPos.get('EMAIL-1')).toMatchObject({ channel: 'email', path: 'mailto:support@royal01.example' });
    expect(byPos.get('WHATSAPP-1')!.path).toMatch(/^https:\/\/wa\.me\/639\d{9}$/);
    expect(byPos.get('WHATSAPP-1')).toMatchObject({ channel: 'whatsapp', title: 'WhatsApp', csType: 'WHATSAPP' });
    expect(byPos.get('LINE-1')).toMatchObject({
      channel: 'chat',
      csType: 'LINE',
      title: 'Line',
      path: 'https://chat.example/ROYAL01?c=LINE-1',
    });
    // Same world, same links.
    expect(withPositions(['WHATSAPP-1']).content.customerService('ROYAL01')[0]!.path).toBe(
      byPos.get('WHATSAPP-1')!.path,
    );
  });

  it("opens the chat of the merchant's first live-chat position", () => {
    const w = withPositions(['EMAIL-1', 'LIVECHAT-2']);
    expect(w.content.chatUrl(7, 'royal')).toBe('https://chat.example/royal?c=LIVECHAT-2&uid=7');
    expect(w.content.chatUrl(undefined, 'other')).toBe('https://chat.example/other?c=LIVECHAT-1');
  });
});
