import { Suspense, lazy, useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import type { Game, GameLaunchValue } from '@/generated/api-types';
import { launchQuery, launchedUrl, startAction, type StartableGame } from '@/lib/games/game-start';
import { pendingStart } from '@/lib/games/pending-start';
import { useImageUrl, useLaunchUrl } from '@/lib/games/use-cdn';
import { callApi } from '@/lib/gateway/api';
import { GatewayError, endsSession } from '@/lib/gateway/gateway-error';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

// Opened only when a member starts a card game or a vendor's lobby: not part of the first script of a page with cards.
const PvpRooms = lazy(() => import('./pvp-rooms'));
const VendorGames = lazy(() => import('./vendor-games').then((m) => ({ default: m.VendorGames })));

/**
 * Opens the login dialog over the current page, which the login returns to (a visitor asked to log in from a game
 * list stays on the list instead of being sent home).
 */
export function useLoginHere(): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(() => {
    const here = pathname + search;
    navigate(here, { replace: true, state: { dialog: 'login', from: here } });
  }, [navigate, pathname, search]);
}

/**
 * Opens what `request` returns (a game or lottery lobby URL) in a new tab, on a launch CDN host. Game maintenance
 * recommends other games (with the maintenance window); a low balance offers a deposit; other failures say why.
 */
export function useLaunchInNewTab(): (request: () => Promise<GameLaunchValue>, target: StartableGame) => Promise<void> {
  const navigate = useNavigate();
  const dialogs = useDialogs();
  const { t, i18n } = useTranslation();
  const launchUrl = useLaunchUrl();
  const locale = isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : undefined;

  return useCallback(
    async (request: () => Promise<GameLaunchValue>, target: StartableGame) => {
      // Opened during the click, so the browser does not block it as a popup; filled in once the gateway answers.
      const tab = window.open('about:blank', '_blank');
      try {
        const value = await request();
        const answered = launchedUrl(value);
        if (!answered) throw new Error('The launch answered no game URL');
        const url = launchUrl(answered);
        if (tab && !tab.closed) {
          tab.opener = null;
          tab.location.href = url;
          return;
        }
        await dialogs.show({
          title: target.displayName ?? t('games:start.openTitle'),
          closeLabel: t('common.close'),
          children: (
            <p>
              <a href={url} target="_blank" rel="noopener noreferrer">
                {t('games:start.openGame')}
              </a>
            </p>
          ),
        });
      } catch (error) {
        tab?.close();
        if (error instanceof GatewayError && endsSession(error)) return; // the session layer tells the user
        // Explaining a failure needs its own code, fetched only when a launch fails.
        const { explainLaunchFailure } = await import('./launch-failure');
        await explainLaunchFailure(error, target, { dialogs, t, navigate, locale });
      }
    },
    [launchUrl, dialogs, t, locale, navigate],
  );
}

/**
 * Free demo play for visitors (GCS_gameTrialLaunch), opened like a real launch; undefined once the visitor has a
 * session, since members play for real.
 */
export function useDemoStart(): ((game: Game) => Promise<void>) | undefined {
  const { gateway, session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const launchInNewTab = useLaunchInNewTab();
  const demo = useCallback(
    async (game: Game) => {
      // A tap that beat the page's knowing the stored session (the server's page shows the demo to everyone).
      if (session.getSnapshot().hasToken) return;
      await launchInNewTab(
        () =>
          callApi(gateway, 'games.trialLaunch', {
            query: { nodeId: game.nodeId, gameId: String(game.gameId), platform: 'html5-desktop' },
          }),
        game,
      );
    },
    [gateway, session, launchInNewTab],
  );
  return hasToken ? undefined : demo;
}

/**
 * Launches a game or a lottery in a new tab through the platform's one launch call (/wps/game/launchGame); a lottery
 * returns to the page it was opened from, a game to the home page.
 */
export function useGameLaunch(): (target: StartableGame) => Promise<void> {
  const { i18n } = useTranslation();
  const { gateway, session } = useServices();
  const launchInNewTab = useLaunchInNewTab();
  return useCallback(
    (target: StartableGame) =>
      launchInNewTab(
        () =>
          callApi(gateway, 'games.launch', {
            query: launchQuery(target, {
              language: i18n.language,
              backUrl: target.lottery ? location.href : `${location.origin}/`,
              trial: session.getSnapshot().kind === 'trial',
            }),
          }),
        target,
      ),
    [gateway, session, i18n.language, launchInNewTab],
  );
}

/**
 * Starts a game the way SPEC §4 says (see `startAction`): login, lottery pages, the vendor popup, list pages, or a
 * launch in a new tab on a launch CDN host. Game maintenance recommends other games; a low balance offers a deposit.
 */
export function useGameStart(): (target: StartableGame) => Promise<void> {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const loginHere = useLoginHere();
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const { session } = useServices();
  const { hasToken } = useSessionSnapshot(session);
  const imageUrl = useImageUrl();
  const launch = useGameLaunch();

  const start = useCallback(
    async (target: StartableGame) => {
      // The session as it is now, not as last rendered: a tap right after a page load may come before the page has
      // taken in the stored session (see HydrationGate).
      const action = startAction(target, session.getSnapshot().hasToken);
      switch (action.kind) {
        case 'login':
          // The game waits for the login and starts on this page once it succeeds.
          pendingStart.hold(target, pathname + search);
          loginHere();
          return;
        case 'navigate':
          navigate(action.to);
          return;
        case 'launch':
          if (target.gameType === 'PVP' && target.gameCode && !target.roomId) {
            // A card game seats the member at a table: they pick the room (GLS2_roomList) the launch takes.
            const gameCode = target.gameCode;
            await dialogs.show({
              title: t('games:rooms.title'),
              closeLabel: t('common.close'),
              children: (
                <Suspense fallback={<p role="status">{t('games:list.loading')}</p>}>
                  <PvpRooms
                    gameCode={gameCode}
                    onPick={(room) => {
                      void launch({ ...target, roomId: room.roomId });
                      dialogs.closeAll();
                    }}
                  />
                </Suspense>
              ),
            });
            return;
          }
          await launch(target);
          return;
        case 'vendorGames': {
          await dialogs.show({
            title: target.displayName ?? action.vassalage,
            closeLabel: t('common.close'),
            children: (
              <Suspense fallback={<p role="status">{t('games:list.loading')}</p>}>
                <VendorGames
                  vassalage={action.vassalage}
                  gameType={action.gameType}
                  imageUrl={imageUrl}
                  onPick={(game: Game) => {
                    void launch(game);
                    dialogs.closeAll();
                  }}
                />
              </Suspense>
            ),
          });
          return;
        }
      }
    },
    [session, navigate, launch, dialogs, t, imageUrl, pathname, search, loginHere],
  );

  // The game a visitor chose before logging in starts once the login succeeded (any list of the page may take it).
  const startRef = useRef(start);
  startRef.current = start;
  const here = pathname + search;
  useEffect(() => {
    if (!hasToken) return;
    const startPending = () => {
      const target = pendingStart.take(here);
      if (target) void startRef.current(target);
    };
    startPending();
    return pendingStart.subscribe(startPending);
  }, [hasToken, here]);

  return start;
}
