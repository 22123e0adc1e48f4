import { describe, expect, it, vi } from 'vitest';
import { launchQuery } from './game-start';
import {
  atFirstClose,
  drawCountdown,
  formatCountdown,
  lotteryLaunch,
  pagePrizeMode,
  prizeModeOf,
  readLotteryMenus,
  readOpenDraws,
  secondsUntil,
  withOpenDraws,
} from './lottery';

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

describe('lobby launch parameters (SPEC §7; the platform launches its lottery through launchGame)', () => {
  it('carries launchMode LOTT, lottoArea, prize mode, game code, view, device, backUrl and language', () => {
    expect(
      launchQuery(
        { gameCode: 'TCG_LOTTO_VN_T0001', gameType: 'LOTT', lottery: lotteryLaunch('vn', 'ELOTT', 'betting') },
        { language: 'EN', backUrl: 'https://site.example/vnLottery' },
      ),
    ).toEqual({
      launchMode: 'LOTT',
      lottoArea: 'VN',
      lottoPrizeMode: 'ELOTT',
      lottoGameCode: 'TCG_LOTTO_VN_T0001',
      lottoView: 'betting',
      device: 'WEB',
      backUrl: 'https://site.example/vnLottery',
      language: 'EN',
    });
  });

  it('uses the SEA area on the SEA lottery page and VN on the others', () => {
    expect(lotteryLaunch('sea', 'SEA', 'lobby')).toEqual({ area: 'SEA', prizeMode: 'SEA', view: 'lobby' });
    expect(lotteryLaunch('lottery', 'LOTT', 'lobby').area).toBe('VN');
  });
});

describe('draw countdown', () => {
  // A one-minute game whose answer arrived at 1 000 000 (browser clock) with 5.5 s left on the open draw.
  const oneMinute = { remainMs: 5_500, intervalMs: 60_000, receivedAt: 1_000_000 };

  it('counts whole seconds down from the gateway remaining time, whatever the browser clock says', () => {
    expect(drawCountdown(oneMinute, 1_000_000)).toEqual({ secondsLeft: 6, drawsClosed: 0, closesAt: 1_005_500 });
    expect(drawCountdown(oneMinute, 1_005_499).secondsLeft).toBe(1);
    // A ticker that last read the clock just before the answer arrived does not count more than the gateway said.
    expect(drawCountdown(oneMinute, 999_200).secondsLeft).toBe(6);
    // The same answer received on a browser clock a day off counts the same.
    const skewed = { ...oneMinute, receivedAt: oneMinute.receivedAt + 86_400_000 };
    expect(drawCountdown(skewed, 1_000_000 + 86_400_000).secondsLeft).toBe(6);
    expect(formatCountdown(65)).toBe('01:05');
    expect(formatCountdown(3_725)).toBe('1:02:05');
    expect(secondsUntil(10_500, 0)).toBe(11);
    expect(secondsUntil(0, 5000)).toBe(0);
  });

  it('rolls on to the next draw the moment one closes: never 00:00 while waiting for the gateway', () => {
    expect(drawCountdown(oneMinute, 1_005_500)).toEqual({ secondsLeft: 60, drawsClosed: 1, closesAt: 1_065_500 });
    expect(formatCountdown(drawCountdown(oneMinute, 1_006_000).secondsLeft)).toBe('01:00');
    expect(drawCountdown(oneMinute, 1_035_500).secondsLeft).toBe(30);
    // Long without an answer (a sleeping tab): still the right draw, and how many closed.
    expect(drawCountdown(oneMinute, 1_005_500 + 3 * 60_000 + 1)).toMatchObject({ secondsLeft: 60, drawsClosed: 4 });
    for (let now = 1_000_000; now < 1_200_000; now += 250)
      expect(drawCountdown(oneMinute, now).secondsLeft).toBeGreaterThan(0);
  });

  it('asks again the moment the first open draw closes', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    try {
      const onClose = vi.fn();
      const cancel = atFirstClose([90_000, 5_500, 3_600_000], 1_000_000, onClose);
      vi.advanceTimersByTime(5_499);
      expect(onClose).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      cancel();

      // An answer already past its first close (the tab slept) asks at once; a cancelled wait asks nothing.
      const late = vi.fn();
      atFirstClose([5_500], 990_000, late);
      vi.advanceTimersByTime(0);
      expect(late).toHaveBeenCalledTimes(1);
      const cancelled = vi.fn();
      atFirstClose([5_500], 1_000_000, cancelled)();
      vi.advanceTimersByTime(10_000);
      expect(cancelled).not.toHaveBeenCalled();
      expect(atFirstClose([], 1_000_000, cancelled)).toBeTypeOf('function');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('readLotteryMenus: the raw /lgw/games/game_menus answer', () => {
  const platform = {
    SSC: {
      labelName: 'SSC',
      gameGroupCode: 'SSC',
      gameMenus: [
        { code: 'CQSSC', remark: 'Chongqing SSC', defaultPlayType: 'Traditional' },
        { code: 'TJSSC', remark: '', defaultPlayType: 'Traditional' },
      ],
    },
    LF: {
      labelName: 'Low frequency',
      gameGroupCode: 'LF',
      gameMenus: [{ code: 'F3D', remark: 'Fucai 3D', defaultPlayType: '1' }],
    },
  };

  it("lists the platform's groups' games by code and remark, without draw figures it does not send", () => {
    const games = readLotteryMenus(platform);
    expect(games.map((g) => [g.gameCode, g.gameName])).toEqual([
      ['CQSSC', 'Chongqing SSC'],
      ['TJSSC', 'TJSSC'],
      ['F3D', 'Fucai 3D'],
    ]);
    expect(games.every((g) => g.currentNumero === undefined && g.remainTime === undefined)).toBe(true);
  });

  it('reads an array of groups and a single group too, with the icon when present', () => {
    const games = readLotteryMenus([
      {
        labelName: 'Fast draws',
        gameGroupCode: 'FAST',
        gameMenus: [{ code: 'VNF1', remark: 'VN Fast 1 Min', defaultPlayType: 'Traditional', iconUrl: '/i.png' }],
      },
    ]);
    expect(games).toEqual([{ gameCode: 'VNF1', gameName: 'VN Fast 1 Min', iconUrl: '/i.png' }]);
    expect(readLotteryMenus(platform.LF)).toEqual([{ gameCode: 'F3D', gameName: 'Fucai 3D' }]);
  });

  it('reads the VN menus and recent VN menus in the same groups, and an older list of gameCode and gameName', () => {
    const recent = {
      RECENT: {
        labelName: 'Recently played',
        gameGroupCode: 'RECENT',
        gameMenus: [{ code: 'VN2', remark: 'Mien Nam', defaultPlayType: 'Traditional', lottoArea: 'VN' }],
      },
    };
    expect(readLotteryMenus(recent)).toEqual([{ gameCode: 'VN2', gameName: 'Mien Nam' }]);
    expect(readLotteryMenus({ gameMenus: [{ gameCode: 'VN1', gameName: 'Mien Bac', iconUrl: '/vn.png' }] })).toEqual([
      { gameCode: 'VN1', gameName: 'Mien Bac', iconUrl: '/vn.png' },
    ]);
  });

  it('lists nothing for an empty or odd answer instead of failing', () => {
    expect(readLotteryMenus({})).toEqual([]);
    expect(readLotteryMenus(null)).toEqual([]);
    expect(readLotteryMenus({ lotteryMenus: [{ gameCode: 'X' }] })).toEqual([]);
    expect(readLotteryMenus({ G: { labelName: 'G', gameGroupCode: 'G', gameMenus: [{ remark: 'no code' }] } })).toEqual(
      [],
    );
  });
});

describe('readOpenDraws: the raw /lotto/lgw/games/opened/numero answer', () => {
  const draw = (gameCode: string, numero: string, remainTime: number) => ({
    gameId: 7,
    gameCode,
    remark: gameCode,
    numero,
    remainTime,
    lockTime: Math.max(0, remainTime - 6_000),
    defaultPlayType: 'Traditional',
  });

  it("gives each game of the menus its open draw number and remaining time, by the platform's game code", () => {
    const draws = readOpenDraws({
      FAST: [{ ...draw('VNF1', '20261124-0890', 42_000), drawIntervalSec: 60 }],
      DAILY: [draw('VN1', '20261124', 3_600_000)],
    });
    const games = withOpenDraws(
      [
        { gameCode: 'VN1', gameName: 'Mien Bac' },
        { gameCode: 'VNF1', gameName: 'VN Fast 1 Min' },
        { gameCode: 'VNX', gameName: 'Not drawing' },
      ],
      draws,
    );
    expect(games).toEqual([
      {
        gameCode: 'VN1',
        gameName: 'Mien Bac',
        currentNumero: '20261124',
        remainTime: 3_600_000,
        lockTime: 3_594_000,
      },
      {
        gameCode: 'VNF1',
        gameName: 'VN Fast 1 Min',
        currentNumero: '20261124-0890',
        remainTime: 42_000,
        lockTime: 36_000,
        drawIntervalSec: 60,
      },
      { gameCode: 'VNX', gameName: 'Not drawing' },
    ]);
  });

  it('reads one array of draws too, and skips a draw without a code or number or with an odd remaining time', () => {
    const draws = readOpenDraws([draw('A', '1', 5_000), { gameCode: 'B' }, draw('', '2', 1), draw('C', '3', -4)]);
    expect([...draws]).toEqual([
      ['A', { currentNumero: '1', remainTime: 5_000 }],
      ['C', { currentNumero: '3' }],
    ]);
    expect(readOpenDraws(null).size).toBe(0);
    expect(readOpenDraws({ FAST: 'x' }).size).toBe(0);
  });

  it('keeps a lock time only when it comes before the close', () => {
    const locks = (lockTime: unknown) => readOpenDraws([{ ...draw('A', '1', 5_000), lockTime }]).get('A')?.lockTime;
    expect(locks(4_000)).toBe(4_000);
    expect([locks(0), locks(5_000), locks(9_000), locks(-1), locks('4000')]).toEqual(Array(5).fill(undefined));
  });

  it('counts the betting time down to the lock, shows the draw locked until it closes, then counts the next draw', () => {
    const fast = { remainMs: 42_000, lockMs: 36_000, intervalMs: 60_000, receivedAt: 1_000_000 };
    expect(drawCountdown(fast, 1_000_000)).toMatchObject({ bettingSecondsLeft: 36, secondsLeft: 42 });
    expect(drawCountdown(fast, 1_035_001)).toMatchObject({ bettingSecondsLeft: 1, secondsLeft: 7 });
    expect(drawCountdown(fast, 1_036_000)).toMatchObject({ bettingSecondsLeft: 0, secondsLeft: 6, drawsClosed: 0 });
    // The next draw opens for bets the moment this one closes, and locks as long before its own close.
    expect(drawCountdown(fast, 1_042_000)).toMatchObject({ bettingSecondsLeft: 54, secondsLeft: 60, drawsClosed: 1 });
    expect(drawCountdown(fast, 1_096_000)).toMatchObject({ bettingSecondsLeft: 0, secondsLeft: 6, drawsClosed: 1 });
    expect(drawCountdown({ remainMs: 42_000, receivedAt: 0 }, 0).bettingSecondsLeft).toBeUndefined();
  });

  it('counts down to 0 and stays there when the gateway sends no draw interval (it is asked again at the close)', () => {
    const noInterval = { remainMs: 5_500, receivedAt: 1_000_000 };
    expect(drawCountdown(noInterval, 1_000_000).secondsLeft).toBe(6);
    expect(drawCountdown(noInterval, 1_010_000)).toEqual({ secondsLeft: 0, drawsClosed: 1, closesAt: 1_005_500 });
  });
});
