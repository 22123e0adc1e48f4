import type { NavigateFunction } from 'react-router-dom';
import type { TFunction } from 'i18next';
import type { useDialogs } from '@/components/dialog/dialog-host';
import type { ErrorMaintenanceWindow } from '@/generated/api-types';
import { CATEGORIES, categoryOfCard } from '@/lib/games/categories';
import type { StartableGame } from '@/lib/games/game-start';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** Where a low balance's "deposit" choice leads (only this dialog offers it). */
const DEPOSIT_ROUTE = '/member/depositv2';

function isMaintenanceWindow(value: unknown): value is ErrorMaintenanceWindow {
  return (
    !!value &&
    typeof (value as ErrorMaintenanceWindow).start === 'number' &&
    typeof (value as ErrorMaintenanceWindow).end === 'number'
  );
}

interface Explaining {
  dialogs: ReturnType<typeof useDialogs>;
  t: TFunction;
  navigate: NavigateFunction;
  /** The page's BCP-47 tag, for the maintenance window's dates. */
  locale: string | undefined;
}

/**
 * Says why a launch failed: game maintenance recommends other games (with the maintenance window), a low balance
 * offers a deposit, anything else names its reason.
 */
export async function explainLaunchFailure(
  error: unknown,
  target: StartableGame,
  { dialogs, t, navigate, locale }: Explaining,
): Promise<void> {
  const code = error instanceof GatewayError ? error.code : '';
  if (code === 'vendor_under_maintenance') {
    const value = (error as GatewayError).value;
    const when = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
    const category = target.gameType
      ? CATEGORIES[categoryOfCard(target.gameType, target.vassalage ?? '')]
      : CATEGORIES.RNG;
    const choice = await dialogs.show({
      title: t('games:start.maintenanceTitle'),
      icon: 'warning',
      closeLabel: t('common.close'),
      children: (
        <>
          <p>{t('errors.gameMaintenance')}</p>
          {isMaintenanceWindow(value) && (
            <p>
              {t('games:start.maintenanceWindow', {
                start: when.format(value.start),
                end: when.format(value.end),
              })}
            </p>
          )}
        </>
      ),
      buttons: [
        { label: t('common.close'), value: 'close' },
        { label: t('games:start.otherGames'), value: 'other', primary: true },
      ],
    });
    if (choice === 'other') navigate(category.kind === 'list' ? category.route : '/rng');
    return;
  }
  if (code === 'launch_game_balance_not_enough' || code === 'balance_not_enough') {
    const choice = await dialogs.show({
      title: t('games:start.balanceTitle'),
      icon: 'warning',
      closeLabel: t('common.close'),
      children: <p>{t('errors.balanceLow')}</p>,
      buttons: [
        { label: t('common.cancel'), value: 'cancel' },
        { label: t('header.deposit'), value: 'deposit', primary: true },
      ],
    });
    if (choice === 'deposit') navigate(DEPOSIT_ROUTE);
    return;
  }
  await dialogs.show({
    title: t('games:start.failedTitle'),
    icon: 'error',
    closeLabel: t('common.close'),
    children: <p>{t(errorMessageKey(error))}</p>,
  });
}
