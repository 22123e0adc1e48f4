import { useFormik } from 'formik';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  TeamMembersValue,
  TeamRedEnvelopeBody,
  TeamRedEnvelopeValue,
  TeamTransferBody,
  TeamTransferValue,
} from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { parseAmount, toMajor, type Money } from '@/lib/money/amount';
import { useMoneyAction } from '@/lib/money/use-money-action';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { agentErrorKey } from './agent-errors';
import { useTeamMoney } from './team-money';
import styles from './team.module.css';

const REMARK_MAX = 140;

interface Values {
  amount: string;
  password: string;
  remark: string;
}
type Problem = 'required' | 'format' | 'decimals' | 'positive' | 'passwordRequired' | 'remarkTooLong';

function useMoneyForm(onSubmit: (minor: number, values: Values) => void) {
  const { locale } = useTeamMoney();
  return useFormik<Values>({
    initialValues: { amount: '', password: '', remark: '' },
    validate: (values) => {
      const errors: Partial<Record<keyof Values, Problem>> = {};
      const parsed = parseAmount(values.amount, locale);
      if ('problem' in parsed) errors.amount = parsed.problem;
      if (!values.password) errors.password = 'passwordRequired';
      if (values.remark.length > REMARK_MAX) errors.remark = 'remarkTooLong';
      return errors;
    },
    onSubmit: (values) => {
      const parsed = parseAmount(values.amount, locale);
      if ('minor' in parsed) onSubmit(parsed.minor, values);
    },
  });
}

/** The amount, payment password and remark fields with their translated problems. */
function MoneyFields({ formik, amountLabel }: { formik: ReturnType<typeof useMoneyForm>; amountLabel: string }) {
  const { t } = useTranslation('agent');
  const id = useId();
  const field = (name: keyof Values) => {
    const p = formik.touched[name] || formik.submitCount > 0 ? (formik.errors[name] as Problem | undefined) : undefined;
    return {
      props: {
        ...formik.getFieldProps(name),
        'aria-invalid': !!p,
        'aria-describedby': p ? `${id}-${name}` : undefined,
      },
      message: p && (
        <span id={`${id}-${name}`} className={styles.problem}>
          {t(`transfer.problems.${p}`, { max: REMARK_MAX })}
        </span>
      ),
    };
  };
  const amount = field('amount');
  const password = field('password');
  const remark = field('remark');
  return (
    <div className={styles.filters}>
      <label className={styles.field}>
        {amountLabel}
        <input {...amount.props} inputMode="decimal" autoComplete="off" />
        {amount.message}
      </label>
      <label className={styles.field}>
        {t('transfer.password')}
        <input {...password.props} type="password" inputMode="numeric" autoComplete="off" />
        {password.message}
      </label>
      <label className={styles.field}>
        {t('transfer.remark')}
        <input {...remark.props} maxLength={REMARK_MAX + 10} />
        {remark.message}
      </label>
    </div>
  );
}

/** Transfer to one downline with the payment password: one movement however often it is clicked or retried. */
export function TransferForm({
  downline,
  money,
  onClose,
}: {
  downline: TeamMembersValue['list'][number];
  money: Money;
  onClose: () => void;
}) {
  const { t } = useTranslation('agent');
  const { gateway } = useServices();
  const { wallet } = useTeamMoney();
  const id = useId();
  const action = useMoneyAction<TeamTransferBody, TeamTransferValue>('team.transfer', (body, key) =>
    callApi(gateway, 'team.transfer', { body, idempotencyKey: key }),
  );
  const formik = useMoneyForm((minor, v) =>
    action.submit({
      downlineName: downline.customerName,
      transferAmount: toMajor(minor),
      password: v.password,
      remark: v.remark.trim(),
    }),
  );
  return (
    <form className={layout.card} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('transfer.title', { name: downline.customerName })}</h3>
      <p className={styles.hint}>
        {t('transfer.balances', {
          mine: wallet.data ? money(wallet.data.balance) : '…',
          theirs: money(downline.balance),
        })}
      </p>
      <MoneyFields formik={formik} amountLabel={t('transfer.amount')} />
      <div className={styles.actions}>
        <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
          {action.isPending ? t('transfer.sending') : t('transfer.submit')}
        </button>
        <button type="button" onClick={onClose}>
          {t('transfer.close')}
        </button>
        <p role="status" className={styles.hint}>
          {action.isSuccess &&
            t('transfer.done', {
              amount: money(action.data.amount),
              name: action.data.downline,
              mine: money(action.data.balance),
              theirs: money(action.data.downlineBalance),
            })}
          {action.isError && t(agentErrorKey(action.error))}
        </p>
      </div>
    </form>
  );
}

/** The red envelope: the same amount to every picked downline, all or nothing, once per intent. */
export function RedEnvelopeForm({ names, money, onDone }: { names: string[]; money: Money; onDone: () => void }) {
  const { t } = useTranslation('agent');
  const { gateway } = useServices();
  const id = useId();
  const action = useMoneyAction<TeamRedEnvelopeBody, TeamRedEnvelopeValue>('team.redEnvelope', (body, key) =>
    callApi(gateway, 'team.redEnvelope', { body, idempotencyKey: key }),
  );
  const formik = useMoneyForm((minor, v) =>
    action.submit({
      downlineNames: names as TeamRedEnvelopeBody['downlineNames'],
      amountEach: toMajor(minor),
      password: v.password,
      remark: v.remark.trim(),
    }),
  );
  return (
    <form className={layout.card} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('envelope.title', { count: names.length })}</h3>
      <p className={styles.hint}>{names.join(', ')}</p>
      <MoneyFields formik={formik} amountLabel={t('envelope.amountEach')} />
      <div className={styles.actions}>
        <button type="submit" disabled={action.isPending} aria-busy={action.isPending}>
          {action.isPending ? t('transfer.sending') : t('envelope.submit')}
        </button>
        <button type="button" onClick={onDone}>
          {t('envelope.clear')}
        </button>
        <p role="status" className={styles.hint}>
          {action.isSuccess &&
            t('envelope.done', {
              count: action.data.count,
              total: money(action.data.total),
              mine: money(action.data.balance),
            })}
          {action.isError && t(agentErrorKey(action.error))}
        </p>
      </div>
    </form>
  );
}
