import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DepositSubmitValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { MONEY_QUERY_KEY } from '@/lib/money/use-money-action';
import { useServices } from '@/lib/services';
import { QrCode } from '@/components/qr-code';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { depositErrorKey } from './deposit-errors';
import type { Money } from './deposit-page';
import styles from './money.module.css';

/** SPEC §5: a slip is a png or jpg of at most 5 MB (the gateway checks again, by the bytes). */
const SLIP_TYPES = ['image/png', 'image/jpeg'];
const SLIP_MAX_BYTES = 5 * 1024 * 1024;

/** What the member does after submitting: open the payment page, scan or pay to an address, or transfer and confirm. */
export function DepositAnswer({ answer, money }: { answer: DepositSubmitValue; money: Money }) {
  const { t } = useTranslation('money');
  const id = useId();
  return (
    <div className={layout.card} aria-labelledby={`${id}-title`} role="region">
      <h3 id={`${id}-title`}>{t('deposit.answerTitle', { id: answer.depositId })}</h3>
      <p>{t('deposit.answerAmount', { amount: money(answer.amount) })}</p>
      {answer.kind === 'REDIRECT' && answer.redirectUrl && (
        <p>
          <a href={answer.redirectUrl} target="_blank" rel="noopener noreferrer">
            {t('deposit.openPayment')}
          </a>
        </p>
      )}
      {answer.kind === 'QR' && (
        <>
          {answer.qrCode && <QrCode value={answer.qrCode} label={t('deposit.qrLabel')} size={160} />}
          <dl className={layout.facts}>
            <dt>{t('deposit.walletAddress')}</dt>
            <dd className={styles.wrap}>{answer.walletAddress}</dd>
            <dt>{t('deposit.reference')}</dt>
            <dd>{answer.refCode}</dd>
          </dl>
        </>
      )}
      {answer.kind === 'TRANSFER' && (
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
          {answer.confirmationRequired === 'Y' && <PaidAndSlip depositId={answer.depositId} />}
        </>
      )}
    </div>
  );
}

/** "I have paid" (MCSFE_createDepositTask) and the optional slip (MCSFE_uploadDepositEncodedImage). */
function PaidAndSlip({ depositId }: { depositId: string }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
  const paid = useMutation({
    mutationFn: () => callApi(gateway, 'deposit.confirm', { body: { depositId } }),
    onSuccess: refresh,
  });
  const upload = useMutation({
    mutationFn: (image: string) => callApi(gateway, 'deposit.uploadSlip', { body: { depositId, image } }),
    onSuccess: refresh,
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
  const failure = paid.error ?? upload.error;
  const refused = failure ? depositErrorKey(failure) : null;

  return (
    <div className={styles.actions}>
      <button
        type="button"
        onClick={() => paid.mutate()}
        disabled={paid.isPending || paid.isSuccess}
        aria-busy={paid.isPending}
      >
        {paid.isSuccess ? t('deposit.paidDone') : t('deposit.paid')}
      </button>
      <label className={styles.field}>
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
