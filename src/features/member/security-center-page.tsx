import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { WalletBalanceValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { formatMoney } from '@/lib/format-money';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import layout from '@/components/centre-menu/centre-layout.module.css';

/** My account (security centre, the member centre's default page): who is logged in, the wallet, password change. */
export function SecurityCenterPage() {
  const { gateway, session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [wallet, setWallet] = useState<WalletBalanceValue | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    callApi(gateway, 'wallet.balance').then(
      (value) => live && setWallet(value),
      (e: unknown) => live && setError(errorMessageKey(e)),
    );
    return () => {
      live = false;
    };
  }, [gateway]);

  const locale = bcp47(i18n.language as PlatformLanguage);
  return (
    <section aria-labelledby="security-title">
      <h2 id="security-title">{t('member.securityCenter')}</h2>
      <div className={layout.card}>
        <dl className={layout.facts}>
          <dt>{t('centre.account')}</dt>
          <dd>{member?.account}</dd>
          <dt>{t('centre.nickname')}</dt>
          <dd>{member?.nickname || '—'}</dd>
          <dt>{t('centre.accountType')}</dt>
          <dd>{kind ? t(`centre.kind.${kind}`) : '—'}</dd>
          <dt>{t('header.balance')}</dt>
          <dd>{wallet ? `${wallet.currencySymbol} ${formatMoney(wallet.balance, locale)}` : error ? t(error) : '…'}</dd>
        </dl>
      </div>
      <div className={layout.card}>
        <h3>{t('centre.password')}</h3>
        <p>{t('centre.passwordHint')}</p>
        <button type="button" onClick={() => navigate('.', { state: { dialog: 'changePassword' } })}>
          {t('centre.changePassword')}
        </button>
      </div>
    </section>
  );
}
