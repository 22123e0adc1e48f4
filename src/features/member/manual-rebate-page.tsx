import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { RebateDisburseBody, RebateDisburseValue, RebateRemainingValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useSiteSettings } from '@/lib/config/site-settings';
import { toMinor } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { RecordPage } from '@/components/record-page/record-page';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { REBATE_PRODUCTS, rebateDay, rebateErrorKey, rebateRemainingQuery, type RebateProduct } from './rebate-queries';
import { useMemberFormat } from './use-member-format';
import styles from './money.module.css';

/**
 * Manual rebate (manualRebate, switch MANPLAYREB3): what today's bets earned per product at the merchant's rates, and
 * one claim of all of it. Where the merchant has the switch off the page says so instead of asking the gateway.
 */
export function ManualRebatePage() {
  return (
    <QueryProvider>
      <ManualRebate />
    </QueryProvider>
  );
}

const remainOf = (v: RebateRemainingValue, p: RebateProduct): number => v[`${p}Remain`];

function ManualRebate() {
  const { t, ready } = useTranslation('rebate');
  const { flags } = useSiteSettings();
  const on = flags['MANPLAYREB3'] === true;
  if (!ready) return <p aria-busy="true">…</p>;
  return <RecordPage title={t('title')}>{on ? <Claimable /> : <p>{t('notOffered')}</p>}</RecordPage>;
}

function Claimable() {
  const { t } = useTranslation('rebate');
  const { gateway } = useServices();
  const { money } = useMemberFormat();
  // The day is fixed while the page is open: a claim made after midnight asks for the day that was shown.
  const today = rebateDay(Date.now());
  const remaining = useQuery(rebateRemainingQuery(gateway, today));
  const claim = useMoneyAction<RebateDisburseBody, RebateDisburseValue>('rebate.disburse', (body, key) =>
    callApi(gateway, 'rebate.disburse', { body, idempotencyKey: key }),
  );
  const v = remaining.data;
  const claimable = v ? REBATE_PRODUCTS.filter((p) => toMinor(remainOf(v, p)) > 0) : [];
  const total = v ? claimable.reduce((s, p) => s + toMinor(remainOf(v, p)), 0) / 100 : 0;

  if (remaining.isError) return <p role="alert">{t(rebateErrorKey(remaining.error))}</p>;
  if (!v) return <p aria-busy="true">{t('loading')}</p>;
  return (
    <div className={layout.card}>
      <p className={styles.muted}>{t('intro', { day: today })}</p>
      <table>
        <caption>{t('caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('product')}</th>
            <th scope="col">{t('amount')}</th>
          </tr>
        </thead>
        <tbody>
          {REBATE_PRODUCTS.map((p) => (
            <tr key={p}>
              <th scope="row">{t(`common:nav.${p}`)}</th>
              <td className={styles.amount}>{money(remainOf(v, p))}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>{t('total', { amount: money(total) })}</strong>
      </p>
      {claimable.length ? (
        <button
          type="button"
          disabled={claim.isPending}
          onClick={() =>
            claim.submit({
              balanceDate: today,
              rebateAmount: Object.fromEntries(claimable.map((p) => [p, remainOf(v, p)])),
            })
          }
        >
          {t('claim')}
        </button>
      ) : (
        <p>{t('nothing')}</p>
      )}
      {claim.isError ? (
        <p role="alert">{t(rebateErrorKey(claim.error))}</p>
      ) : (
        <p role="status" aria-busy={claim.isPending}>
          {claim.isPending ? t('sending') : claim.isSuccess ? t('claimed', { amount: money(claim.data.award) }) : ''}
        </p>
      )}
    </div>
  );
}
