import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import type { BalanceState } from './balance-feed';
import { useBalanceHidden } from './balance-visibility';
import styles from './header-account.module.css';

const BalanceFeed = lazy(() => import('./balance-feed').then((m) => ({ default: m.BalanceFeed })));

/**
 * The member's balance from the gateway (`labelClassName`: a class more for its "Balance" label), with hide/show (remembered) and refresh. Its figure is the shared balance
 * query, so a movement of money elsewhere (refreshBalance) shows here at once.
 */
export function Balance({ labelClassName }: { labelClassName?: string }) {
  const { t, i18n } = useTranslation();
  const [{ wallet, loading, errorKey: error, refresh }, setState] = useState<BalanceState>({
    loading: true,
    errorKey: null,
    refresh: () => undefined,
  });
  const [hidden, toggle] = useBalanceHidden();
  const amount = wallet ? formatAmount(wallet.balance, wallet, bcp47(i18n.language as PlatformLanguage)) : '…';

  return (
    <div className={styles.balance}>
      <Suspense fallback={null}>
        <BalanceFeed onChange={setState} />
      </Suspense>
      <span className={`${styles.balanceLabel}${labelClassName ? ` ${labelClassName}` : ''}`}>
        {t('header.balance')}
      </span>
      <output aria-live="polite" aria-busy={loading} title={error ? t(error) : undefined}>
        {hidden ? '••••' : amount}
      </output>
      {/* The label says what pressing does; the eye is crossed out while the amount is hidden. */}
      <button type="button" className={styles.iconButton} onClick={toggle}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M2 12s3.5-6.5 10-6.5S22 12 22 12s-3.5 6.5-10 6.5S2 12 2 12Z" />
          <circle cx="12" cy="12" r="3" />
          {hidden && <path d="m3 3 18 18" />}
        </svg>
        <span className="visually-hidden">{t(hidden ? 'header.showBalance' : 'header.hideBalance')}</span>
      </button>
      <button type="button" className={styles.iconButton} onClick={() => void refresh()} disabled={loading}>
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
          <path d="M20 12a8 8 0 1 1-2.3-5.6M20 4v5h-5" />
        </svg>
        <span className="visually-hidden">{t('header.refreshBalance')}</span>
      </button>
    </div>
  );
}
