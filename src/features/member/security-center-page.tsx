import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { MemberSecurityConfigValue } from '@/generated/api-types';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { withWords } from '@/lib/i18n/i18n';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount } from '@/lib/money/amount';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { mainWallet } from '@/lib/wallet/main-wallet';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { VipBadge } from '@/components/vip-badge/vip-badge';
import { securityConfigQuery } from './account-queries';
import { AvatarCard } from './avatar-card';
import type { PaymentPasswordMode } from './payment-password-forms';
import { walletBalancesQuery } from './wallet-queries';
import { withdrawAccountsQuery } from './withdraw-queries';
import styles from './money.module.css';

// The forms (and Formik) come when a button opens one: most visits to the page only read it.
const PaymentPasswordForm = lazy(() =>
  withWords(import('./payment-password-forms'), 'money').then((m) => ({ default: m.PaymentPasswordForm })),
);

/**
 * My account (security centre, the member centre's default page): who is logged in and the wallet, what is bound,
 * the payment password (set, change, reset by SMS code), the bound withdrawal accounts, this login, password change.
 * As on the platform: the items from getSecurityConfigV2, the masked mobile, e-mail and last login from member info,
 * the bound accounts from the withdraw page's call.
 */
export function SecurityCenterPage() {
  return (
    <QueryProvider>
      <SecurityCenter />
    </QueryProvider>
  );
}

function SecurityCenter() {
  const { gateway, session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const { t, i18n, ready } = useTranslation('member');
  const navigate = useNavigate();
  const locale = bcp47(i18n.language as PlatformLanguage);
  const wallets = useQuery(walletBalancesQuery(gateway));
  const config = useQuery(securityConfigQuery(gateway));
  const info = config.data?.info;
  const main = mainWallet(wallets.data);

  // Who is logged in shows at once (member info and the site's own words); the security cards below come together
  // with the settings and words that fill them, so none is inserted above the others later.
  const settled = ready && !config.isPending;
  return (
    <section aria-labelledby="security-title" aria-busy={!settled}>
      <h2 id="security-title">{t('common:member.securityCenter')}</h2>
      <div className={layout.card}>
        <dl className={`${layout.facts} ${styles.wrapFacts}`}>
          <dt>{t('common:centre.account')}</dt>
          <dd>{member?.account}</dd>
          <dt>{t('common:centre.nickname')}</dt>
          <dd>{member?.nickname || '—'}</dd>
          <dt>{t('common:centre.accountType')}</dt>
          <dd>{kind ? t(`common:centre.kind.${kind}`) : '—'}</dd>
          {member?.hasVip && (
            <>
              <dt>{t('common:member.vip')}</dt>
              <dd>
                <Link to="/member/vip">
                  <VipBadge level={member.vipRankLevel} label={member.vipLabelName} color={member.clubLabel?.color} />
                </Link>
              </dd>
            </>
          )}
          <dt>{t('common:header.balance')}</dt>
          <dd className={styles.amount}>
            {wallets.data && main
              ? formatAmount(main.availBalance, wallets.data, locale)
              : wallets.isError
                ? t(errorMessageKey(wallets.error), { ns: 'common' })
                : '…'}
          </dd>
        </dl>
      </div>
      {settled && (
        <>
          {kind !== 'trial' && <AvatarCard />}
          {config.isError && <p role="alert">{t(errorMessageKey(config.error), { ns: 'common' })}</p>}
          {info && <BindingsCard info={info} locale={locale} />}
          {info && <PaymentPasswordCard info={info} />}
          {info && <BoundAccountsCard />}
          <div className={layout.card}>
            <h3>{t('common:centre.password')}</h3>
            <p>{t('common:centre.passwordHint')}</p>
            <button type="button" onClick={() => navigate('.', { state: { dialog: 'changePassword' } })}>
              {t('common:centre.changePassword')}
            </button>
          </div>
        </>
      )}
      {!settled && <p aria-busy="true">…</p>}
    </section>
  );
}

type SecurityInfo = MemberSecurityConfigValue['info'];

/** The mobile and e-mail bound (masked, from member info) and this login's time. */
function BindingsCard({ info, locale }: { info: SecurityInfo; locale: string }) {
  const { t } = useTranslation('member');
  const { session } = useServices();
  const { member } = useSessionSnapshot(session);
  const time = useMemo(() => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }), [locale]);
  return (
    <div className={layout.card}>
      <h3>{t('account.bindings')}</h3>
      <dl className={`${layout.facts} ${styles.wrapFacts}`}>
        <dt>{t('account.mobile')}</dt>
        <dd>{info.mobileNum.isComplete ? (member?.mobileNum ?? t('account.bound')) : t('account.notBound')}</dd>
        <dt>{t('account.email')}</dt>
        <dd>{info.email.isComplete ? (member?.email ?? t('account.bound')) : t('account.notBound')}</dd>
        {member?.lastLogin !== undefined && (
          <>
            <dt>{t('account.lastLogin')}</dt>
            <dd>{time.format(member.lastLogin)}</dd>
          </>
        )}
      </dl>
    </div>
  );
}

/** The payment password: set, or change and reset (by an SMS code to the bound mobile), one form open at a time. */
function PaymentPasswordCard({ info }: { info: SecurityInfo }) {
  const { t } = useTranslation('member');
  const [mode, setMode] = useState<PaymentPasswordMode | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const open = (next: PaymentPasswordMode) => {
    setSaved(null);
    setMode((m) => (m === next ? null : next));
  };
  return (
    <div className={layout.card}>
      <h3>{t('account.paymentPassword')}</h3>
      <p>{info.paymentPassword.isComplete ? t('account.pinSet') : t('account.pinNotSet')}</p>
      <div className={styles.actions}>
        {info.paymentPassword.isComplete ? (
          <>
            <button type="button" aria-expanded={mode === 'change'} onClick={() => open('change')}>
              {t('account.forms.change')}
            </button>
            <button
              type="button"
              aria-expanded={mode === 'reset'}
              onClick={() => open('reset')}
              disabled={!info.mobileNum.isComplete}
            >
              {t('account.forms.reset')}
            </button>
          </>
        ) : (
          <button type="button" aria-expanded={mode === 'set'} onClick={() => open('set')}>
            {t('account.forms.set')}
          </button>
        )}
      </div>
      {saved && (
        <p role="status" className={styles.hint}>
          {saved}
        </p>
      )}
      {mode && (
        <Suspense fallback={<p aria-busy="true">…</p>}>
          <PaymentPasswordForm
            key={mode}
            mode={mode}
            onDone={(message) => {
              setMode(null);
              setSaved(message);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

/** The bound withdrawal accounts as the withdraw page lists them (MCSFE_getWithdrawAccountInfo), as on the platform. */
function BoundAccountsCard() {
  const { t } = useTranslation('member');
  const { gateway } = useServices();
  const accounts = useQuery(withdrawAccountsQuery(gateway));
  const bound = accounts.data && [
    ...accounts.data.bankCards.map((b) => ({ ...b, type: 'B' as const })),
    ...accounts.data.eWallets.map((b) => ({ ...b, type: 'E' as const })),
  ];
  return (
    <div className={layout.card}>
      <h3>{t('account.boundAccounts')}</h3>
      {accounts.isError && <p role="alert">{t(errorMessageKey(accounts.error), { ns: 'common' })}</p>}
      {bound?.length === 0 && <p>{t('account.noBoundAccounts')}</p>}
      {!!bound?.length && (
        <ul className={styles.rows}>
          {bound.map((b) => (
            <li key={b.bankCardId}>
              <span>{b.bankName}</span>
              <span className={styles.muted}>{t(`account.cardTypes.${b.type}`)}</span>
              <span className={styles.amount}>{b.cardNumber}</span>
            </li>
          ))}
        </ul>
      )}
      <p className={styles.hint}>
        <Link to="/member/withdraw">{t('account.manageOnWithdraw')}</Link>
      </p>
    </div>
  );
}
