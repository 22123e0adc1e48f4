/** Game launch (maintenance, balance, recent games) and role guards. */
import { WorldError } from './errors.js';
import type {
  Account,
  Game,
  GameCatalogue,
  LotteryMenu,
  Missions,
  Play,
  PrizeMode,
  Recent,
  Scenarios,
  Wallets,
} from './types.js';

export function createPlay(deps: {
  games: GameCatalogue;
  scenarios: Scenarios;
  wallets: Wallets;
  recent: Recent;
  missions: Missions;
  /** Told of every game launch: the stand-in game plays one round (member missions count it). */
  onRound?: (accountId: number) => void;
  /** Asked before every launch: throws to refuse it (a safer-gambling loss or wager limit reached). */
  beforeLaunch?: (accountId: number) => void;
}): Play {
  const { games, scenarios, wallets, recent, missions } = deps;
  const recentLottery = new Map<number, { gameCode: string; prizeMode: PrizeMode }[]>();
  const launched = new Map<number, { accountId: number; game: Game }>();
  let launches = 0;

  const maintenance = (vendor: string): void => {
    const m = scenarios.gameMaintenance(vendor);
    if (m) throw new WorldError('vendor_under_maintenance', m);
  };

  return {
    launch(accountId, ref) {
      const game =
        (ref.nodeId ? games.byNodeId(ref.nodeId) : undefined) ??
        (ref.gameCode ? games.byGameCode(ref.gameCode) : undefined) ??
        (ref.vassalage
          ? (games
              .all()
              .find(
                (g) =>
                  g.vassalage === ref.vassalage &&
                  (!ref.gameType || g.gameType === ref.gameType) &&
                  g.isGame === 'VASSALAGE',
              ) ??
            games.all().find((g) => g.vassalage === ref.vassalage && (!ref.gameType || g.gameType === ref.gameType)))
          : undefined);
      if (!game) throw new WorldError('game_not_found', ref);
      maintenance(game.vassalage);
      deps.beforeLaunch?.(accountId);
      if (wallets.summary(accountId).total <= 0) throw new WorldError('launch_game_balance_not_enough');
      recent.push(accountId, game.nodeId);
      deps.onRound?.(accountId);
      launches++;
      launched.set(launches, { accountId, game });
      return { url: `/__mock/play/${encodeURIComponent(game.nodeId)}?launch=${launches}`, game };
    },
    launchLottery(accountId, input) {
      const game = games.byGameCode(input.gameCode);
      if (!game || (game.gameType !== 'LOTT' && game.gameType !== 'ELOTT'))
        throw new WorldError('game_not_found', { gameCode: input.gameCode });
      maintenance(game.vassalage);
      deps.beforeLaunch?.(accountId);
      const prizeMode = input.prizeMode ?? 'LOTT';
      const list = (recentLottery.get(accountId) ?? []).filter((r) => r.gameCode !== game.gameCode);
      list.unshift({ gameCode: game.gameCode, prizeMode });
      recentLottery.set(accountId, list.slice(0, 10));
      missions.recordLotteryPlay(accountId, game.gameCode);
      deps.onRound?.(accountId);
      launches++;
      const view = input.view ?? 'lobby';
      return {
        url: `/__mock/play/lottery/${encodeURIComponent(game.gameCode)}?prizeMode=${prizeMode}&view=${view}&launch=${launches}`,
      };
    },
    recentLotteryMenus(accountId) {
      const out: LotteryMenu[] = [];
      for (const r of recentLottery.get(accountId) ?? []) {
        const sea = games.byGameCode(r.gameCode)?.vassalage === 'TCG_SEA';
        const menu = games.lotteryMenus(sea ? 'SEA' : r.prizeMode).find((m) => m.gameCode === r.gameCode);
        if (menu) out.push(menu);
      }
      return out;
    },
    launched: (launch) => launched.get(launch),
    launchesOf: (accountId) =>
      [...launched]
        .filter(([, l]) => l.accountId === accountId)
        .map(([launch, { game }]) => ({ launch, game }))
        .reverse(),
    requireRealAccount(account: Account) {
      if (account.kind === 'trial') throw new WorldError('in_need_true_account');
    },
    requireAgent(account: Account) {
      if (account.kind !== 'agent') throw new WorldError('non_agent_login');
    },
  };
}
