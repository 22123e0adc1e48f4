import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import type { PointsRedeemBody, PointsRedeemValue, PointsRewardsValue } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { useServices } from '@/lib/services';
import { rewardErrorText } from './reward-errors';
import styles from './rewards.module.css';
import type { Money } from '@/lib/money/amount';

type Reward = PointsRewardsValue['list'][number];
/** Conversion type 3 (Gift) is goods sent to the member: delivery details are required. */
const GOODS_TYPE = 3;

interface Draft {
  redeemType: 'P' | 'PM';
  quantity: string;
  name: string;
  address: string;
  mobile: string;
  province: string;
  password: string;
}
type Problem = 'quantity' | 'required' | 'points' | 'password';

/** Redeem one reward: quantity, points or points + money, delivery details and the fund password (encrypted call). */
export function RedeemDialog({
  reward,
  points,
  onClose,
  money,
}: {
  reward: Reward;
  points: number | undefined;
  onClose: () => void;
  money: Money;
}) {
  const { t } = useTranslation('rewards');
  const { gateway } = useServices();
  const id = useId();
  const [draft, setDraft] = useState<Draft>({
    redeemType: 'P',
    quantity: '1',
    name: '',
    address: '',
    mobile: '',
    province: '',
    password: '',
  });
  const [submitted, setSubmitted] = useState(false);
  const action = useMoneyAction<PointsRedeemBody, PointsRedeemValue>('points.redeem', (body, key) =>
    callApi(gateway, 'points.redeem', { body, idempotencyKey: key }),
  );
  const goods = reward.type === GOODS_TYPE;
  const quantity = Number(draft.quantity);
  const perPoint = draft.redeemType === 'PM' ? reward.mpPointAmount : reward.pointAmount;
  const problems: Partial<Record<keyof Draft, Problem>> = {};
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > reward.inventory) problems.quantity = 'quantity';
  else if (points !== undefined && perPoint * quantity > points) problems.quantity = 'points';
  if (goods) for (const f of ['name', 'address', 'mobile'] as const) if (!draft[f].trim()) problems[f] = 'required';
  if (!draft.password) problems.password = 'password';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length) return;
    action.submit({
      rewardId: reward.id,
      quantity,
      redeemType: draft.redeemType,
      password: draft.password,
      province: draft.province.trim(),
      remarks: goods ? [draft.name, draft.address, draft.mobile].map((s) => s.trim()).join('/') : '',
    });
  };
  const field = (name: keyof Draft, label: string, props: Record<string, unknown> = {}) => {
    const p = submitted ? problems[name] : undefined;
    return (
      <label className={styles.field}>
        {label}
        <input
          {...props}
          value={draft[name]}
          onChange={(e) => setDraft({ ...draft, [name]: e.target.value })}
          aria-invalid={!!p}
          aria-describedby={p ? `${id}-${name}` : undefined}
        />
        {p && (
          <span id={`${id}-${name}`} className={styles.problem}>
            {t(`mall.problems.${p}`, { max: reward.inventory, points: perPoint * (quantity || 0) })}
          </span>
        )}
      </label>
    );
  };

  return (
    <Dialog title={t('mall.redeemTitle', { name: reward.name })} onClose={onClose} closeLabel={t('close')}>
      {action.isSuccess ? (
        <p role="status">{t('mall.redeemed', { id: action.data.redemptionId, points: action.data.requiredPoint })}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <p className={styles.muted}>
            {t('mall.inventory', { count: reward.inventory })} · {t('mall.yourPoints', { points: points ?? '…' })}
          </p>
          {reward.displayPointMoneyAmt && (
            <fieldset className={styles.form}>
              <legend>{t('mall.payWith')}</legend>
              <label>
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={draft.redeemType === 'P'}
                  onChange={() => setDraft({ ...draft, redeemType: 'P' })}
                />{' '}
                {t('pointsN', { count: reward.pointAmount })}
              </label>
              <label>
                <input
                  type="radio"
                  name={`${id}-type`}
                  checked={draft.redeemType === 'PM'}
                  onChange={() => setDraft({ ...draft, redeemType: 'PM' })}
                />{' '}
                {t('mall.pointsAndMoney', { points: reward.mpPointAmount, amount: money(reward.mpMoneyAmount) })}
              </label>
            </fieldset>
          )}
          <div className={styles.form}>
            {field('quantity', t('mall.quantity'), { inputMode: 'numeric', autoComplete: 'off' })}
            {goods && field('name', t('mall.name'), { autoComplete: 'name' })}
            {goods && field('address', t('mall.address'), { autoComplete: 'street-address' })}
            {goods && field('mobile', t('mall.mobile'), { autoComplete: 'tel', inputMode: 'tel' })}
            {goods && field('province', t('mall.province'), { autoComplete: 'address-level1' })}
            {field('password', t('mall.fundPassword'), { type: 'password', inputMode: 'numeric', autoComplete: 'off' })}
          </div>
          <p>{t('mall.total', { points: perPoint * (quantity || 0) })}</p>
          <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
            {t('mall.redeem')}
          </button>
          <p role="status">{action.isError && rewardErrorText(action.error, t, money)}</p>
        </form>
      )}
    </Dialog>
  );
}
