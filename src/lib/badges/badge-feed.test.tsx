// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { GatewayClient } from '@/lib/gateway/client';
import { queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import type { SessionStore } from '@/lib/session/session-store';
import { BadgeFeed } from './badge-feed';
import { refreshBadges, setUnreadCount } from './badge-sources';
import { useBadgeCount } from './badge-store';

function Shown() {
  const n = useBadgeCount('messages');
  return <output>{n === undefined ? 'unknown' : n}</output>;
}

afterEach(() => {
  cleanup();
  queryClient.clear();
});

describe('badge feed', () => {
  it('gives every menu the gateway count, a read sets it at once, a refresh asks again', async () => {
    let unread = 3;
    const calls: string[] = [];
    const gateway = {
      call: async (endpoint: { id: string }) =>
        endpoint.id === 'chat.unreadCount' ? { unReadCount: 0 } : (calls.push(endpoint.id), unread),
      onMoneySettled: () => () => undefined,
      prefetch: () => undefined,
    } as unknown as GatewayClient;
    render(
      <ServicesContext value={{ gateway, session: {} as SessionStore }}>
        <BadgeFeed />
        <Shown />
        <Shown />
      </ServicesContext>,
    );
    expect(await screen.findAllByText('3')).toHaveLength(2);
    act(() => setUnreadCount(gateway, 2));
    expect(await screen.findAllByText('2')).toHaveLength(2);
    unread = 0;
    await act(() => refreshBadges());
    expect(await screen.findAllByText('0')).toHaveLength(2);
    expect(calls).toEqual(['messages.unreadCount', 'messages.unreadCount']);
  });

  it("adds a member's missions and rewards counts; an agent is not asked for them; both get the chat's own", async () => {
    const answers: Record<string, unknown> = {
      'messages.unreadCount': 1,
      'chat.unreadCount': { unReadCount: 4 },
      'mission.summary': { claimableCount: 2, list: [] },
      'rewards.available': { content: { LOGIN: { enabled: true, count: 3 }, RAFFLE: { enabled: false, count: 9 } } },
    };
    const calls: string[] = [];
    const gateway = {
      call: async (endpoint: { id: string }) => (calls.push(endpoint.id), answers[endpoint.id]),
      onMoneySettled: () => () => undefined,
      prefetch: () => undefined,
    } as unknown as GatewayClient;
    function Counts() {
      const messages = useBadgeCount('messages') ?? '-';
      const missions = useBadgeCount('missions') ?? '-';
      const rewards = useBadgeCount('rewards') ?? '-';
      const chat = useBadgeCount('chat') ?? '-';
      return <output>{`messages=${messages} chat=${chat} missions=${missions} rewards=${rewards}`}</output>;
    }
    const { unmount } = render(
      <ServicesContext value={{ gateway, session: {} as SessionStore }}>
        <BadgeFeed member />
        <Counts />
      </ServicesContext>,
    );
    expect(await screen.findByText('messages=1 chat=4 missions=2 rewards=3')).toBeTruthy();
    unmount();
    queryClient.clear();
    calls.length = 0;
    render(
      <ServicesContext value={{ gateway, session: {} as SessionStore }}>
        <BadgeFeed />
        <Counts />
      </ServicesContext>,
    );
    expect(await screen.findByText('messages=1 chat=4 missions=- rewards=-')).toBeTruthy();
    expect(calls).toEqual(['messages.unreadCount', 'chat.unreadCount']);
  });
});
