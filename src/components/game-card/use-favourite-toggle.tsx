import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import type { Game } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { openFavourites, useFavouritesStore } from '@/lib/games/use-favourites';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError, endsSession } from '@/lib/gateway/gateway-error';
import { useServices } from '@/lib/services';
import { useLoginHere } from './use-game-start';

/**
 * The card's favourite toggle (SPEC §4): throttled, optimistic; a visitor is told 'You are not logged in, please
 * login' and offered the login.
 */
export function useFavouriteToggle(): (game: Game) => void {
  const services = useServices();
  const { merchant } = useSite();
  useFavouritesStore(); // a member's list opens the store its cards' hearts read
  const dialogs = useDialogs();
  const loginHere = useLoginHere();
  const { t } = useTranslation();

  return useCallback(
    (game: Game) => {
      // The session as it is now (a tap may come before the page has taken in the stored one).
      if (!services.session.getSnapshot().hasToken) {
        void dialogs
          .show({
            title: t('games:favourite.loginTitle'),
            icon: 'info',
            closeLabel: t('common.close'),
            children: <p>{t('errors.pleaseLogin')}</p>,
            buttons: [
              { label: t('common.cancel'), value: 'cancel' },
              { label: t('header.login'), value: 'login', primary: true },
            ],
          })
          .then((choice) => {
            if (choice === 'login') loginHere();
          });
        return;
      }
      // A click before the store has opened waits for it.
      openFavourites(services, merchant.timings.favouriteThrottleMs)
        .then((store) => store.toggle(game).done)
        .catch((error: unknown) => {
          if (error instanceof GatewayError && endsSession(error)) return;
          void dialogs.show({
            title: t('games:favourite.failedTitle'),
            icon: 'error',
            closeLabel: t('common.close'),
            children: <p>{t(errorMessageKey(error))}</p>,
          });
        });
    },
    [dialogs, loginHere, t, services, merchant],
  );
}
