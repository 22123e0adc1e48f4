import { useMachine } from '@xstate/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositSubmitValue } from '@/generated/api-types';
import { fromPromise } from 'xstate';
import { callApi } from '@/lib/gateway/api';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { useServices } from '@/lib/services';
import { refreshBalance } from '@/lib/wallet/balance-query';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { depositErrorKey } from './deposit-errors';
import type { Money } from '@/lib/money/amount';
import { depositProgressMachine } from './deposit-progress.machine';
import { depositRecordsQuery } from './deposit-queries';
import { isGcashAnswer, type DepositAnswered } from './deposit-calls';
import { GcashPayment } from './gcash-payment';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

/** SPEC §5: a slip is a png or jpg of at most 5 MB (the gateway checks again, by the bytes). */
const SLIP_TYPES = ['image/png', 'image/jpeg'];
const SLIP_MAX_BYTES = 5 * 1024 * 1024;
/** While the deposit is open, the page asks for its state this often. */
const WATCH_MS = 3_000;
const DAY = 86_400_000;

/** The deposit's progress (deposit-progress.machine): "I have paid", then the cashier's verdict read from the records. */
function useDepositProgress(answer: DepositAnswered) {
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const [snapshot, send] = useMachine(
    depositProgressMachine.provide({
      actors: {
        reportPaid: fromPromise<unknown, string>(({ input: depositId }) =>
          callApi(gateway, 'deposit.confirm', { body: { depositId } }),
        ),
      },
      actions: {
        // Approved: the header balance and every money list show it at once.
        approved: () => {
          void refreshBalance();
          void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
        },
      },
    }),
    { input: { depositId: answer.depositId, confirmationRequired: answer.confirmationRequired === 'Y' } },
  );
  const open = snapshot.status === 'active';
  // A window around now that holds the new deposit, fixed for the life of the panel.
  const window = useMemo(() => ({ startDate: Date.now() - DAY, endDate: Date.now() + DAY }), []);
  const status = useQuery({
    ...depositRecordsQuery(gateway, { ...window, page: 1, size: 100 }),
    refetchInterval: open ? WATCH_MS : false,
  });
  const state = status.data?.list.find((r) => r.depositId === answer.depositId)?.state;
  useEffect(() => {
    if (state !== undefined) send({ type: 'deposit.state', state });
  }, [state, send]);
  return { snapshot, send };
}

/**
 * What the member does after submitting, by what the answer holds (as the platform's page reads it): open the payment
 * page, scan the QR or pay to an address, transfer to the receiving account, or pay by GCash; then "I have paid" when
 * asked for.
 */
export function DepositAnswer({ answer, money }: { answer: DepositAnswered; money: Money }) {
  const { t } = useTranslation('money');
  const id = useId();
  const { snapshot, send } = useDepositProgress(answer);
  const step = String(snapshot.value);
  return (
    <div className={layout.card} aria-labelledby={`${id}-title`} role="region">
      <h3 id={`${id}-title`}>{t('deposit.answerTitle', { id: answer.depositId })}</h3>
      <p>{t('deposit.answerAmount', { amount: money(answer.amount) })}</p>
      <p aria-live="polite">
        <strong>{t(`deposit.progress.${step}`)}</strong>
      </p>
      {isGcashAnswer(answer) ? <GcashPayment answer={answer} money={money} /> : <SubmitPayment answer={answer} />}
      {answer.confirmationRequired === 'Y' && (
        <PaidAndSlip
          depositId={answer.depositId}
          step={step}
          paidError={snapshot.context.error}
          onPaid={() => send({ type: 'deposit.paid' })}
        />
      )}
    </div>
  );
}

/** The generic submits' answer: the payment page, a QR image and address, or the receiving account. */
function SubmitPayment({ answer }: { answer: DepositSubmitValue }) {
  const { t } = useTranslation('money');
  return (
    <>
      {answer.redirectUrl && (
        <p>
          <a href={answer.redirectUrl} target="_blank" rel="noopener noreferrer">
            {t('deposit.openPayment')}
          </a>
        </p>
      )}
      {answer.qrImgUrl && (
        <img src={answer.qrImgUrl} alt={t('deposit.qrLabel')} width={160} height={160} className={styles.qr} />
      )}
      {answer.walletAddress && (
        <dl className={layout.facts}>
          <dt>{t('deposit.walletAddress')}</dt>
          <dd className={styles.wrap}>{answer.walletAddress}</dd>
          {answer.refCode && (
            <>
              <dt>{t('deposit.reference')}</dt>
              <dd>{answer.refCode}</dd>
            </>
          )}
        </dl>
      )}
      {answer.receiverAccount && (
        <>
          <p>{t('deposit.transferHow')}</p>
          <dl className={layout.facts}>
            <dt>{t('deposit.receiverBank')}</dt>
            <dd>{[answer.bankChName, answer.bankBranch].filter(Boolean).join(' · ')}</dd>
            <dt>{t('deposit.receiverName')}</dt>
            <dd>{answer.receiverName}</dd>
            <dt>{t('deposit.receiverAccount')}</dt>
            <dd className={styles.wrap}>{answer.receiverAccount}</dd>
            <dt>{t('deposit.remarks')}</dt>
            <dd>{answer.remarks}</dd>
          </dl>
        </>
      )}
    </>
  );
}

/** "I have paid" (the progress machine reports it) and the optional slip (MCSFE_uploadDepositEncodedImage). */
function PaidAndSlip({
  depositId,
  step,
  paidError,
  onPaid,
}: {
  depositId: string;
  step: string;
  paidError: unknown;
  onPaid: () => void;
}) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const upload = useMutation({
    mutationFn: (image: string) => callApi(gateway, 'deposit.uploadSlip', { body: { depositId, image } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] }),
  });
  const [slipProblem, setSlipProblem] = useState<'type' | 'size' | null>(null);

  const chooseSlip = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    setSlipProblem(null);
    if (!SLIP_TYPES.includes(file.type)) return setSlipProblem('type');
    if (file.size > SLIP_MAX_BYTES) return setSlipProblem('size');
    const reader = new FileReader();
    reader.onload = () => upload.mutate(String(reader.result));
    reader.readAsDataURL(file);
  };
  const failure = paidError ?? upload.error;
  const refused = failure ? depositErrorKey(failure) : null;
  const awaiting = step === 'awaitingPayment';

  return (
    <div className={styles.actions}>
      <button type="button" onClick={onPaid} disabled={!awaiting} aria-busy={step === 'reporting'}>
        {awaiting || step === 'reporting' ? t('deposit.paid') : t('deposit.paidDone')}
      </button>
      <label className={formRow.field}>
        {t('deposit.slip')}
        <input
          type="file"
          accept="image/png,image/jpeg"
          onChange={chooseSlip}
          disabled={upload.isPending}
          aria-describedby={`${id}-slip`}
        />
      </label>
      <p id={`${id}-slip`} role="status" className={styles.hint}>
        {upload.isSuccess && t('deposit.slipDone')}
        {slipProblem && t(`deposit.slipProblems.${slipProblem}`)}
        {refused && t(refused.key, { ns: refused.ns })}
      </p>
    </div>
  );
}
