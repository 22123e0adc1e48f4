// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PvpRoom } from '@/generated/api-types';
import type { GatewayClient } from '@/lib/gateway/client';
import { ServicesContext } from '@/lib/services';
import { createSessionStore } from '@/lib/session/session-store';
import enCommon from '@/locales/en/common.json';
import enGames from '@/locales/en/games.json';
import PvpRooms from './pvp-rooms';

afterEach(cleanup);

const room = (roomId: string, status: PvpRoom['status'], players: number): PvpRoom => ({
  roomId,
  roomName: `${roomId} Room`,
  gameCode: 'PVP-1',
  minBet: 100,
  maxBet: 1000,
  players,
  maxPlayers: 6,
  status,
});

function renderRooms(onPick: (r: PvpRoom) => void) {
  const call = vi.fn(async (..._args: unknown[]) => ({ list: [room('Bronze', 'OPEN', 2), room('Gold', 'FULL', 6)] }));
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'EN',
    resources: { EN: { common: enCommon, games: enGames } },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  render(
    <I18nextProvider i18n={i18n}>
      <ServicesContext value={{ gateway: { call } as unknown as GatewayClient, session: createSessionStore() }}>
        <PvpRooms gameCode="PVP-1" onPick={onPick} />
      </ServicesContext>
    </I18nextProvider>,
  );
  return call;
}

describe('PvpRooms', () => {
  it('lists the game’s rooms from GLS2_roomList; a full room cannot be picked', async () => {
    const onPick = vi.fn();
    const call = renderRooms(onPick);
    const bronze = await screen.findByRole('button', { name: /Bronze Room.*2 of 6 seats taken/ });
    const gold = screen.getByRole('button', { name: /Gold Room.*Full/ });
    expect(call.mock.calls[0]![0]).toMatchObject({ path: '/wps/relay/GLS2_roomList' });
    expect(call.mock.calls[0]![1]).toMatchObject({ query: { gameCode: 'PVP-1' } });
    expect((gold as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(bronze);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ roomId: 'Bronze' }));
  });
});
