import { useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RebateDisburseBody, RebateDisburseValue, RebateRemainingValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { useSiteSettings } from '@/lib/config/site-settings';
import { toMinor } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { RecordPage } from '@/components/record-page/record-page';
import layout from '@/components/centre-menu/centre-layout.module.css';
import {
  REBATE_PRODUCTS,
  rebateDay,
  rebateErrorKey,
  rebateRemainingQuery,
  readClaimedProducts,
  saveClaimedProducts,
  type RebateProduct,
} from './rebate-queries';
import { useMemberFormat } from './use-member-format';
import styles from './money.module.css';

/**
 * Manual rebate (manualRebate, switch MANPLAYREB3): what today's bets earned per product at the merchant's rates, a
 * claim per product and one claim of all of it (the platform's button). A product this tab saw claimed today says so
 * (the gateway's answer tells only what remains). Where the merchant has the switch off the page says so instead of
 * asking the gateway.
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
  const { gateway, session } = useServices();
  const account = useSessionSnapshot(session).member?.account ?? '';
  const { money } = useMemberFormat();
  // The day is fixed while the page is open: a claim made after midnight asks for the day that was shown.
  const today = rebateDay(Date.now());
  const remaining = useQuery(rebateRemainingQuery(gateway, today));
  const [claimedNow, setClaimedNow] = useState<ReadonlySet<RebateProduct>>(() => new Set());
  const claimed = new Set([...readClaimedProducts(account, today), ...claimedNow]);
  const remember = useCallback(
    (products: RebateProduct[]) => {
      saveClaimedProducts(account, today, products);
      setClaimedNow((was) => new Set([...was, ...products]));
    },
    [account, today],
  );
  const claim = useMoneyAction<RebateDisburseBody, RebateDisburseValue>('rebate.disburse', async (body, key) => {
    const asked = REBATE_PRODUCTS.filter((p) => (body.rebateAmount[p] ?? 0) > 0);
    try {
      const paid = await callApi(gateway, 'rebate.disburse', { body, idempotencyKey: key });
      remember(asked);
      return paid;
    } catch (error) {
      // A product paid before (another tab, a lost answer) is claimed too.
      const product = error instanceof GatewayError && error.code === 'rebate_already_claimed' && productOf(error);
      if (product) remember([product]);
      throw error;
    }
  });
  const v = remaining.data;
  // A product just claimed is left out while the remaining amounts are asked again.
  const claimable = v ? REBATE_PRODUCTS.filter((p) => toMinor(remainOf(v, p)) > 0 && !claimed.has(p)) : [];
  const total = v ? claimable.reduce((s, p) => s + toMinor(remainOf(v, p)), 0) / 100 : 0;
  const submit = (products: readonly RebateProduct[]) =>
    v &&
    claim.submit({
      balanceDate: today,
      rebateAmount: Object.fromEntries(products.map((p) => [p, remainOf(v, p)])),
    });

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
            <th scope="col">{t('state')}</th>
          </tr>
        </thead>
        <tbody>
          {REBATE_PRODUCTS.map((p) => (
            <tr key={p}>
              <th scope="row">{t(`common:nav.${p}`)}</th>
              <td className={styles.amount}>{money(remainOf(v, p))}</td>
              <td>
                {claimed.has(p) ? (
                  t('claimedState')
                ) : claimable.includes(p) ? (
                  <button type="button" disabled={claim.isPending} onClick={() => submit([p])}>
                    {t('claimOne')}
                    <span className="visually-hidden"> {t(`common:nav.${p}`)}</span>
                  </button>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <strong>{t('total', { amount: money(total) })}</strong>
      </p>
      {claimable.length ? (
        <button type="button" disabled={claim.isPending} onClick={() => submit(claimable)}>
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

/** The product a refusal names (rebate_already_claimed's value.product). */
function productOf(error: GatewayError): RebateProduct | undefined {
  const product = (error.value as { product?: unknown } | undefined)?.product;
  return REBATE_PRODUCTS.find((p) => p === product);
}
