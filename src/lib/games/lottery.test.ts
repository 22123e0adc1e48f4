import { describe, expect, it } from 'vitest';
import { formatCountdown, lobbyLaunchQuery, pagePrizeMode, prizeModeOf, secondsUntil } from './lottery';

const cards = (...codes: string[]) => codes.map((vassalage) => ({ vassalage }));

describe('prize mode (SPEC §4)', () => {
  it('is ELOTT when the lottery category has the card TCG_LOTTO_VN', () => {
    expect(prizeModeOf(cards('TCG_LOTTO_VN'))).toBe('ELOTT');
  });

  it('is ELOTT when the lottery category has the card LOTT', () => {
    expect(prizeModeOf(cards('TCG_SEA', 'LOTT'))).toBe('ELOTT');
  });

  it('is LOTT otherwise', () => {
    expect(prizeModeOf(cards('TCG_SEA'))).toBe('LOTT');
    expect(prizeModeOf([])).toBe('LOTT');
  });

  it('is SEA on the SEA lottery page whatever the cards', () => {
    expect(pagePrizeMode('sea', cards('TCG_LOTTO_VN'))).toBe('SEA');
    expect(pagePrizeMode('vn', cards('TCG_LOTTO_VN'))).toBe('ELOTT');
    expect(pagePrizeMode('lottery', cards('TCG_SEA'))).toBe('LOTT');
  });
});

describe('lobby launch parameters (SPEC §7)', () => {
  it('carries lottoArea, launchMode LOTT, prize mode, game code, view, device, backUrl and language', () => {
    expect(
      lobbyLaunchQuery({
        area: 'vn',
        prizeMode: 'ELOTT',
        gameCode: 'TCG_LOTTO_VN_T0001',
        view: 'betting',
        language: 'EN',
        backUrl: 'https://site.example/vnLottery',
      }),
    ).toEqual({
      lottoArea: 'VN',
      launchMode: 'LOTT',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'TCG_LOTTO_VN_T0001',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://site.example/vnLottery',
      language: 'EN',
    });
  });

  it('uses the SEA area on the SEA lottery page', () => {
    expect(
      lobbyLaunchQuery({
        area: 'sea',
        prizeMode: 'SEA',
        gameCode: 'X',
        view: 'lobby',
        language: 'TY',
        backUrl: 'https://a.example/',
      }).lottoArea,
    ).toBe('SEA');
  });
});

describe('draw countdown', () => {
  it('counts whole seconds down to the draw and never below zero', () => {
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(0, 5000)).toBe(0);
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
  });
});
