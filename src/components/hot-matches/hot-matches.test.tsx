// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderOnSite } from '@/components/testing/render-on-site';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { queryClient } from '@/lib/query-client';
import enCommon from '@/locales/en/common.json';
import enGames from '@/locales/en/games.json';
import enLater from '@/locales/en/later.json';
import { HotMatches } from './hot-matches';

afterEach(cleanup);
beforeEach(() => queryClient.clear());

const match = (matchId: string, homeTeam: string, awayTeam: string, startTime: number, leagueId = 'EPL') => ({
  matchId,
  leagueId,
  leagueName: leagueId === 'EPL' ? 'Premier League' : 'NBA',
  sportType: 'SOCCER',
  homeTeam,
  awayTeam,
  startTime,
});

const VENDORS = [
  {
    vassalage: 'SABA',
    displayName: 'Saba Sports',
    nodeId: 'SABA-BOOK',
    gameType: 'SPORTS',
    matchList: [match('S-1', 'Arsenal', 'Chelsea', 3_000), match('S-2', 'Lakers', 'Heat', 9_000, 'NBA')],
  },
  {
    vassalage: 'CMD',
    displayName: 'CMD368',
    nodeId: 'CMD-BOOK',
    gameType: 'SPORTS',
    matchList: [match('C-1', 'Getafe', 'Betis', 5_000)],
  },
];

function renderMatches(answer: () => unknown, props: { limit?: number } = {}) {
  const fake = fakeGateway({
    'games.matches': answer,
    'games.launch': () => ({ content: { game_url: 'https://play.example/book' } }),
  });
  renderOnSite(<HotMatches id="m" {...props} />, {
    gateway: fake.gateway,
    namespaces: { common: enCommon, games: enGames, later: enLater },
    token: 'token-1',
  });
  return fake;
}

describe('HotMatches', () => {
  it('lists every vendor’s matches by kick-off, at most the limit', async () => {
    renderMatches(() => VENDORS, { limit: 2 });
    const list = await screen.findByRole('list', { name: enLater.matches.title });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('p:nth-child(2)')?.textContent),
    ).toEqual(['Arsenal v Chelsea', 'Getafe v Betis']);
  });

  it('opens the match’s sportsbook with its matchId and leagueId', async () => {
    const tab = { closed: false, opener: {}, location: { href: 'about:blank' } };
    const open = vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
    const fake = renderMatches(() => VENDORS);
    const item = (await screen.findByText('Lakers v Heat', { selector: 'p' })).closest('li')!;
    fireEvent.click(within(item).getByRole('button'));
    await vi.waitFor(() => expect(tab.location.href).toBe('https://play.example/book'));
    expect(fake.calls('games.launch')[0]!.query).toMatchObject({
      nodeId: 'SABA-BOOK',
      vassalage: 'SABA',
      matchId: 'S-2',
      leagueId: 'NBA',
    });
    open.mockRestore();
  });

  it('says there are none today when the gateway names no match', async () => {
    renderMatches(() => [{ ...VENDORS[0], matchList: [] }]);
    expect(await screen.findByText(enLater.matches.none)).toBeTruthy();
  });

  it('explains a failure and asks again on retry', async () => {
    let fail = true;
    renderMatches(() => {
      if (fail) throw new GatewayError('server_error', 'down', 500);
      return VENDORS;
    });
    const alert = await screen.findByRole('alert');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: enGames.list.retry }));
    expect(await screen.findByRole('list', { name: enLater.matches.title })).toBeTruthy();
  });
});
