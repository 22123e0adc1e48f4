import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fromPromise } from 'xstate';
import { Dialog } from '@/components/dialog/dialog';
import type { ContractValue } from '@/generated/api-types';
import { CONSOLIDATED_QUERY_KEY, consolidatedQuery, pendingOffers } from '@/lib/contracts/consolidated-query';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { CONTRACTS_QUERY_KEY, answerContract, contractErrorKey } from './contract-calls';
import { contractOfferMachine } from './contract-offer.machine';
import styles from './contracts.module.css';

/** Offers put off with "Later" stay hidden for this browser session (logout clears it, SPEC §4). */
const LATER_KEY = 'contracts.later';

const laterIds = (): number[] => {
  try {
    return JSON.parse(sessionStorage.getItem(LATER_KEY) ?? '[]') as number[];
  } catch {
    return [];
  }
};

/**
 * The contract popup after an agent signs in (GATEWAY-CALLS-SEEN §14): shown when the consolidated call lists offers
 * waiting for the agent's answer. The offers on screen are a snapshot, so the refreshed consolidated call (which no
 * longer lists an answered offer) cannot close the dialog before it shows the contract Signed.
 */
export function ContractOfferPopup() {
  return (
    <QueryProvider>
      <OfferWatch />
    </QueryProvider>
  );
}

function OfferWatch() {
  const { gateway } = useServices();
  const consolidated = useQuery(consolidatedQuery(gateway)).data;
  const [handled, setHandled] = useState<ReadonlySet<number>>(() => new Set(laterIds()));
  const waiting = pendingOffers(consolidated).filter((o) => !handled.has(o.contractId));
  const [shown, setShown] = useState<ContractValue[] | null>(null);
  if (!shown && waiting.length > 0) setShown(waiting);
  if (!shown) return null;
  const finish = (later: boolean) => {
    const ids = shown.map((o) => o.contractId);
    if (later) sessionStorage.setItem(LATER_KEY, JSON.stringify([...laterIds(), ...ids]));
    setHandled(new Set([...handled, ...ids]));
    setShown(null);
  };
  return <OfferDialog offers={shown} onFinish={finish} />;
}

function OfferDialog({ offers, onFinish }: { offers: ContractValue[]; onFinish: (later: boolean) => void }) {
  const { t } = useTranslation('contracts');
  const { gateway } = useServices();
  const queries = useQueryClient();
  const [state, send] = useMachine(
    contractOfferMachine.provide({
      actors: {
        answerOffer: fromPromise(async ({ input }) => {
          const result = await answerContract(gateway, input.offer, input.status);
          // The badge, the menu (a signed contract opens its page) and the contract pages read these.
          void queries.invalidateQueries({ queryKey: [CONSOLIDATED_QUERY_KEY] });
          void queries.invalidateQueries({ queryKey: [CONTRACTS_QUERY_KEY] });
          return result;
        }),
      },
    }),
    { input: { offers } },
  );
  const { context } = state;
  const offer = context.offers[context.index]!;
  const kind = t(`kinds.${offer.kind}`);
  const rate = t('rate', { rate: offer.rate });

  const finished = state.status === 'done';
  const later = state.value === 'dismissed';
  useEffect(() => {
    if (finished) onFinish(later);
  }, [finished, later, onFinish]);
  if (finished) return null;

  const busy = state.matches('answering');
  if (state.matches('answered') && context.result) {
    const more = context.index + 1 < context.offers.length;
    return (
      <Dialog
        title={t('popup.title')}
        icon={context.result.status === 'A' ? 'success' : 'info'}
        onClose={() => send({ type: 'popup.dismiss' })}
        buttons={[
          { label: t(more ? 'popup.next' : 'popup.done'), onClick: () => send({ type: 'offer.next' }), primary: true },
        ]}
      >
        <p role="status">{t('popup.answered', { kind, status: t(`status.${context.result.status}`) })}</p>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('popup.title')}
      icon={offer.downlineHigherRate === 'Y' ? 'warning' : 'info'}
      onClose={() => !busy && send({ type: 'popup.dismiss' })}
      closeOnOutsideClick={false}
      buttons={[
        { label: t('popup.accept'), onClick: () => send({ type: 'offer.accept' }), primary: true },
        { label: t('popup.reject'), onClick: () => send({ type: 'offer.reject' }) },
        { label: t('popup.later'), onClick: () => send({ type: 'popup.dismiss' }) },
      ]}
    >
      <p>{t('popup.offer', { upline: offer.upline, kind })}</p>
      <dl className={styles.facts}>
        <dt>{t('popup.kind')}</dt>
        <dd>{kind}</dd>
        <dt>{t('popup.rate')}</dt>
        <dd>{rate}</dd>
        <dt>{t('popup.period')}</dt>
        <dd>{t(`periods.${offer.period}`)}</dd>
        <dt>{t('popup.product')}</dt>
        <dd>{offer.productType}</dd>
      </dl>
      {offer.downlineHigherRate === 'Y' && (
        <p className={styles.warning}>{t('popup.warning', { kind, rate: offer.rate })}</p>
      )}
      {busy && <p role="status">{t('popup.busy')}</p>}
      {context.error !== null && <p role="alert">{t(contractErrorKey(context.error))}</p>}
    </Dialog>
  );
}
