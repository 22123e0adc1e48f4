// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import royal from '../../../site-config/royal/merchant.json';
import type { Game } from '@/generated/api-types';
import type { HomeSection, MerchantConfig, NavigationCatalogue } from '@/generated/config-types';
import { DialogHost } from '@/components/dialog/dialog-host';
import { SiteContext } from '@/lib/config/site-context';
import { SiteSettingsContext, type SiteSettings } from '@/lib/config/site-settings';
import { fakeGateway } from '@/lib/gateway/fake-gateway';
import { QueryProvider, queryClient } from '@/lib/query-client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enGames from '@/locales/en/games.json';
import { GameSection } from './game-section';

afterEach(cleanup);
beforeEach(() => {
  queryClient.clear();
  sessionStorage.clear();
});

const game = (vassalage: string, n: number) =>
  ({
    nodeId: `${vassalage}-${n}`,
    gameCode: `${vassalage}_${n}`,
    gameId: `${vassalage}_${n}`,
    displayName: `${vassalage} Table ${n}`,
    gameType: 'LIVE',
    vassalage,
    iconUrl: '/icon.png',
    isGame: 'GAME',
  }) as unknown as Game;

const SETTINGS = {
  status: { info: { imageCDNs: [], launchGameCDNs: [] } },
  flags: {},
} as unknown as SiteSettings;

/** The platform's answer: vendor cards with no games; each vendor's games only through GCSGAME_gameList. */
function renderLiveLanes() {
  const fake = fakeGateway({
    'games.vendorLanes': () => ({
      data: {
        lanes: [
          {
            title: 'LIVE',
            cards: [
              { vassalage: 'AE', accountTypeId: 1, accountTypeName: 'AE Sexy' },
              { vassalage: 'DG', accountTypeId: 2, accountTypeName: 'Dream Gaming' },
            ],
          },
        ],
      },
    }),
    'games.list': ({ query }) => {
      const vassalage = (query as { vassalage: string }).vassalage;
      return { games: [game(vassalage, 1), game(vassalage, 2)], totalCount: 2, totalPages: 1, pageNo: 1, pageSize: 12 };
    },
  });
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { common: enCommon, games: enGames } },
    ns: ['common', 'games'],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  const section = {
    id: 'live',
    titleKey: 'nav.live',
    source: 'CATEGORY',
    category: 'LIVE',
    maxGames: 12,
  } as HomeSection;
  render(
    <MemoryRouter>
      <SiteContext
        value={{ merchant: royal as unknown as MerchantConfig, navigation: {} as NavigationCatalogue, assetBase: '/' }}
      >
        <I18nextProvider i18n={i18n}>
          <ServicesContext value={{ gateway: fake.gateway, session: createSessionStore() }}>
            <QueryProvider>
              <SiteSettingsContext value={SETTINGS}>
                <DialogHost>
                  <GameSection section={section} />
                </DialogHost>
              </SiteSettingsContext>
            </QueryProvider>
          </ServicesContext>
        </I18nextProvider>
      </SiteContext>
    </MemoryRouter>,
  );
  return fake;
}

describe('a home vendor lane in front of the platform (cards without games)', () => {
  it("shows the lane on screen with its vendor's games from the game list, and reads another vendor's when chosen", async () => {
    const fake = renderLiveLanes();
    const first = await screen.findByRole('list', { name: /: AE Sexy$/ });
    expect(within(first).getAllByRole('listitem')).toHaveLength(2);
    expect(within(first).getByText('AE Table 1')).toBeTruthy();
    // Only the lane shown read its games.
    expect(fake.calls('games.list').map((o) => o.query)).toEqual([
      expect.objectContaining({ gameType: 'LIVE', vassalage: 'AE', pageNo: 1, pageSize: 12 }),
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Dream Gaming' }));
    const second = await screen.findByRole('list', { name: /: Dream Gaming$/ });
    expect(within(second).getByText('DG Table 2')).toBeTruthy();
    expect(fake.calls('games.list').map((o) => (o.query as { vassalage: string }).vassalage)).toEqual(['AE', 'DG']);
  });
});
