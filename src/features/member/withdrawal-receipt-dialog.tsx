import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import { useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptListValue, ReceiptProcessBody } from '@/generated/api-types';
import { fromPromise } from 'xstate';
import { useDockedRoom } from '@/components/use-docked-room';
import { callApi } from '@/lib/gateway/api';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { formatAmount, parseAmount, toMajor, toMinor } from '@/lib/money/amount';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { useServices } from '@/lib/services';
import { balanceQuery } from '@/lib/wallet/balance-query';
import {
  PROOF_LIMITS,
  withdrawalReceiptMachine,
  type ProofImage,
  type ReceiptDecision,
  type ReceiptItem,
} from './withdrawal-receipt.machine';
import type { Money } from '@/lib/money/amount';
import { withdrawErrorKey } from './withdraw-queries';
import moneyStyles from './money.module.css';
import styles from './withdrawal-receipt.module.css';

/**
 * The payout waiting for the member's receipt, in an alert dialog docked to the page's corner: it asks for an answer
 * without making the rest of the page inert (the member may first check their bank). On a phone it docks folded, as a
 * one-line bar above the bottom bar (the amount and "Answer"), and opens as a sheet only when the member asks, so the
 * page's first screen stays the page's. `receipts`: the gateway's list
 * (MCSFE_getPaymentConfirmationList), read by withdrawal-receipt-watch.tsx, which loads this file only when one waits.
 */
export function ReceiptDock({ receipts, onLater }: { receipts: ReceiptListValue; onLater: () => void }) {
  const { t, i18n, ready } = useTranslation('member');
  const { gateway } = useServices();
  // The header's balance call carries the currency: the dock takes its answer (no second read when it mounts).
  const currency = useQuery({ ...balanceQuery(gateway), refetchOnMount: false }).data;
  const locale = bcp47(i18n.language as PlatformLanguage);
  const first = receipts[0];
  // The dock opens with its amounts in place: bottom-anchored, it would otherwise grow upward (and shift) when the
  // currency arrives.
  if (!ready || !first || !currency) return null;
  const money: Money = (major) => formatAmount(major, currency, locale);
  return (
    <ReceiptDialog
      key={first.payDetailId}
      item={{
        payDetailId: first.payDetailId,
        amount: toMinor(first.amount),
        isAutoConfirmed: first.isAutoConfirmed === 'Y',
        secondsLeft: first.secondsLeft,
      }}
      refId={first.refId}
      count={receipts.length}
      money={money}
      locale={locale}
      onLater={onLater}
      laterLabel={t('receipt.later')}
    />
  );
}

const body = (payDetailId: string, d: ReceiptDecision): ReceiptProcessBody =>
  ('receivedAmount' in d
    ? { payDetailId, ...d, receivedAmount: toMajor(d.receivedAmount) }
    : { payDetailId, ...d }) as ReceiptProcessBody;

function ReceiptDialog({
  item,
  refId,
  count,
  money,
  locale,
  onLater,
  laterLabel,
}: {
  item: ReceiptItem;
  refId: string;
  count: number;
  money: Money;
  locale: string;
  onLater: () => void;
  laterLabel: string;
}) {
  const { t } = useTranslation('member');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const id = useId();
  const machine = useMemo(
    () =>
      withdrawalReceiptMachine.provide({
        actors: {
          sendReceipt: fromPromise(async ({ input }) => {
            const answer = await callApi(gateway, 'receipt.process', {
              body: body(input.payDetailId, input.decision),
              // One key per payout and answer: a retry or a reload re-sends the same one.
              idempotencyKey: `receipt-${input.payDetailId}-${input.decision.isMoneyReceived}-${'receivedAmount' in input.decision ? input.decision.receivedAmount : ''}`,
            });
            await queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
            return answer;
          }),
        },
      }),
    [gateway, queryClient],
  );
  const [state, send] = useMachine(machine, { input: { item } });
  const { context } = state;
  const [received, setReceived] = useState('');
  // Only a phone's stylesheet folds the dock (withdrawal-receipt.module.css); a wider screen shows it whole.
  const [folded, setFolded] = useState(true);
  const dock = useRef<HTMLElement>(null);
  useDockedRoom(dock, folded);
  const deadline = new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(context.deadline);
  const amount = money(toMajor(item.amount));
  const typed = parseAmount(received, locale);
  const remaining = 'minor' in typed ? money(toMajor(Math.max(0, item.amount - typed.minor))) : '…';

  return (
    <section
      ref={dock}
      className={styles.dock}
      role="alertdialog"
      aria-modal="false"
      aria-labelledby={`${id}-title`}
      data-folded={folded ? '' : undefined}
    >
      <p className={styles.bar}>
        <span>{t('receipt.barPaid', { amount })}</span>
        <button type="button" aria-expanded={!folded} onClick={() => setFolded(!folded)}>
          {t(folded ? 'receipt.answer' : 'receipt.fold')}
        </button>
      </p>
      <h2 id={`${id}-title`} className={styles.title}>
        {t('receipt.title')}
      </h2>
      <p>
        {t('receipt.paid', { amount, refId })}
        {count > 1 && ` ${t('receipt.more', { count: count - 1 })}`}
      </p>
      {context.error != null && (
        <p role="alert" className={moneyStyles.problem}>
          {t(withdrawErrorKey(context.error))}
        </p>
      )}
      {state.matches({ open: 'choosing' }) && (
        <>
          <p className={moneyStyles.hint}>{t('receipt.deadline', { time: deadline })}</p>
          <div className={moneyStyles.actions}>
            <button type="button" onClick={() => send({ type: 'RECEIVED' })}>
              {t('receipt.received')}
            </button>
            <button type="button" onClick={() => send({ type: 'NOT_RECEIVED' })}>
              {t('receipt.notReceived')}
            </button>
            <button type="button" onClick={() => send({ type: 'PARTIAL' })}>
              {t('receipt.partial')}
            </button>
            <button type="button" className={styles.quiet} onClick={onLater}>
              {laterLabel}
            </button>
          </div>
        </>
      )}
      {state.matches({ open: 'proof' }) && (
        <ProofStep
          images={context.images}
          problem={context.imageProblem}
          onAdd={(images) => send({ type: 'ADD_IMAGES', images })}
          onRemove={(index) => send({ type: 'REMOVE_IMAGE', index })}
          onSubmit={() => send({ type: 'SUBMIT_PROOF' })}
          onBack={() => send({ type: 'BACK' })}
        />
      )}
      {state.matches({ open: 'partial' }) && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            send({ type: 'SUBMIT_PARTIAL', receivedAmount: 'minor' in typed ? typed.minor : 0 });
          }}
        >
          <label className={moneyStyles.field}>
            {t('receipt.amountReceived')}
            <input
              value={received}
              onChange={(e) => setReceived(e.target.value)}
              inputMode="decimal"
              autoComplete="off"
              aria-invalid={context.amountProblem !== null}
              aria-describedby={`${id}-partial`}
            />
          </label>
          <p id={`${id}-partial`} className={context.amountProblem ? moneyStyles.problem : moneyStyles.hint}>
            {context.amountProblem
              ? t('receipt.partialRange', { amount })
              : t('receipt.amountRemaining', { amount: remaining })}
          </p>
          <div className={moneyStyles.actions}>
            <button type="submit">{t('receipt.send')}</button>
            <button type="button" className={styles.quiet} onClick={() => send({ type: 'BACK' })}>
              {t('receipt.back')}
            </button>
          </div>
        </form>
      )}
      {state.matches('autoConfirmed') && (
        <>
          <p>{t('receipt.autoConfirmed', { amount })}</p>
          <div className={moneyStyles.actions}>
            <button type="button" onClick={() => send({ type: 'ACKNOWLEDGE' })}>
              {t('receipt.acknowledge')}
            </button>
          </div>
        </>
      )}
      {state.matches('sending') && <p aria-busy="true">{t('receipt.sending')}</p>}
      {state.matches('done') && <p role="status">{t('receipt.thanks')}</p>}
    </section>
  );
}

function readImage(file: File): Promise<ProofImage> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      resolve({ name: file.name, type: file.type, size: file.size, dataUrl: String(reader.result) });
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsDataURL(file);
  });
}

function ProofStep({
  images,
  problem,
  onAdd,
  onRemove,
  onSubmit,
  onBack,
}: {
  images: ProofImage[];
  problem: { problem: string; name?: string } | null;
  onAdd: (images: ProofImage[]) => void;
  onRemove: (index: number) => void;
  onSubmit: () => void;
  onBack: () => void;
}) {
  const { t } = useTranslation('member');
  const id = useId();
  return (
    <div>
      <label className={moneyStyles.field}>
        {t('receipt.proof', { count: PROOF_LIMITS.maxCount })}
        <input
          type="file"
          accept={PROOF_LIMITS.types.join(',')}
          multiple
          aria-describedby={`${id}-rules`}
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            e.target.value = '';
            // Too big or of the wrong type: only name, type and size matter, the machine refuses it before reading.
            void Promise.all(
              files.map((f) =>
                f.size > PROOF_LIMITS.maxBytes || !(PROOF_LIMITS.types as readonly string[]).includes(f.type)
                  ? { name: f.name, type: f.type, size: f.size, dataUrl: '' }
                  : readImage(f),
              ),
            ).then(onAdd);
          }}
        />
      </label>
      <p
        id={`${id}-rules`}
        className={problem ? moneyStyles.problem : moneyStyles.hint}
        role={problem ? 'alert' : undefined}
      >
        {problem
          ? t(`receipt.imageProblems.${problem.problem}`, { name: problem.name, count: PROOF_LIMITS.maxCount })
          : t('receipt.proofRules')}
      </p>
      {images.length > 0 && (
        <ul className={styles.previews} aria-label={t('receipt.chosen')}>
          {images.map((image, index) => (
            <li key={`${image.name}-${index}`}>
              <img src={image.dataUrl} alt={image.name} />
              <button type="button" onClick={() => onRemove(index)}>
                {t('receipt.removeImage', { name: image.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className={moneyStyles.actions}>
        <button type="button" onClick={onSubmit}>
          {t('receipt.send')}
        </button>
        <button type="button" className={styles.quiet} onClick={onBack}>
          {t('receipt.back')}
        </button>
      </div>
    </div>
  );
}
