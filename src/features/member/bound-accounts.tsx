import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  WithdrawAccountsValue,
  WithdrawAddAccountBody,
  WithdrawBoundAccount,
  WithdrawSettingsValue,
} from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { MoneyField, problemProps } from './money-field';
import { banksQuery, withdrawAccountsQuery, withdrawErrorKey } from './withdraw-queries';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

const MIN_PASSWORD = 6;
const NUMBER = /^[0-9]{8,20}$/;

/** The bank accounts and e-wallets payouts go to: listed, removed and added with the payment password. */
export function BoundAccounts({
  accounts,
  settings,
}: {
  accounts: WithdrawAccountsValue;
  settings: WithdrawSettingsValue;
}) {
  const { t } = useTranslation('money');
  const id = useId();
  const all = [...accounts.bankCards, ...accounts.eWallets];
  const [removing, setRemoving] = useState<string | null>(null);
  return (
    <div className={layout.card}>
      <h3 id={id}>{t('withdraw.accountsTitle')}</h3>
      {all.length === 0 && <p>{t('withdraw.noAccounts')}</p>}
      <ul className={styles.rows} aria-labelledby={id}>
        {all.map((c) => (
          <li key={c.bankCardId}>
            <span>
              {c.bankName} · {c.cardNumber}
            </span>
            <button
              type="button"
              onClick={() => setRemoving(removing === c.bankCardId ? null : c.bankCardId)}
              aria-expanded={removing === c.bankCardId}
            >
              {t('withdraw.remove')}
            </button>
            <span className={styles.muted}>{c.cardHolder}</span>
            {removing === c.bankCardId && <RemoveAccount account={c} onDone={() => setRemoving(null)} />}
          </li>
        ))}
      </ul>
      {all.length < accounts.maxCardCount ? (
        <AddAccount payee={accounts.payee} settings={settings} />
      ) : (
        <p className={styles.hint}>{t('withdraw.accountLimit', { max: accounts.maxCardCount })}</p>
      )}
    </div>
  );
}

function useAccountsRefresh() {
  const queryClient = useQueryClient();
  const { gateway } = useServices();
  return () => queryClient.invalidateQueries({ queryKey: withdrawAccountsQuery(gateway).queryKey });
}

function RemoveAccount({ account, onDone }: { account: WithdrawBoundAccount; onDone: () => void }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const refresh = useAccountsRefresh();
  const [password, setPassword] = useState('');
  const [short, setShort] = useState(false);
  const remove = useMutation({
    mutationFn: (body: { bankCardId: string; password: string }) =>
      callApi(gateway, 'withdraw.deleteAccount', { body }),
    onSuccess: async () => {
      await refresh();
      onDone();
    },
  });
  return (
    <form
      className={formRow.row}
      noValidate
      aria-label={t('withdraw.removeTitle', { name: `${account.bankName} ${account.cardNumber}` })}
      onSubmit={(e) => {
        e.preventDefault();
        setShort(password.length < MIN_PASSWORD);
        if (password.length >= MIN_PASSWORD && !remove.isPending)
          remove.mutate({ bankCardId: account.bankCardId, password });
      }}
    >
      <label className={formRow.field}>
        {t('withdraw.paymentPassword')}
        <input
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          aria-invalid={short}
          aria-describedby={`${id}-problem`}
        />
      </label>
      <div className={styles.actions}>
        <button type="submit" disabled={remove.isPending} aria-busy={remove.isPending}>
          {t('withdraw.confirmRemove')}
        </button>
      </div>
      <p id={`${id}-problem`} className={styles.problem} role="status">
        {short && t('withdraw.problems.password', { min: MIN_PASSWORD })}
        {remove.isError && t(withdrawErrorKey(remove.error))}
      </p>
    </form>
  );
}

type AddValues = WithdrawAddAccountBody;
type AddProblem = 'required' | 'number' | 'password';

function AddAccount({ payee, settings }: { payee: string; settings: WithdrawSettingsValue }) {
  const { t } = useTranslation('money');
  const { gateway } = useServices();
  const id = useId();
  const refresh = useAccountsRefresh();
  const banks = useQuery(banksQuery(gateway));
  const types = settings.methods.filter((m) => m.methodGroupType === 'B' || m.methodGroupType === 'E');
  const add = useMutation({
    mutationFn: (body: AddValues) => callApi(gateway, 'withdraw.addAccount', { body }),
    onSuccess: async () => {
      await refresh();
      formik.resetForm();
    },
  });
  const formik = useFormik<AddValues>({
    initialValues: { cardType: 'B', bankCode: '', payeeName: payee, cardNumber: '', paymentPassword: '' },
    validate: (v) => {
      const errors: Partial<Record<keyof AddValues, AddProblem>> = {};
      if (!v.bankCode) errors.bankCode = 'required';
      if (v.payeeName.trim().length < 2) errors.payeeName = 'required';
      if (!NUMBER.test(v.cardNumber)) errors.cardNumber = 'number';
      if (v.paymentPassword.length < MIN_PASSWORD) errors.paymentPassword = 'password';
      return errors;
    },
    onSubmit: (v) => {
      if (!add.isPending) add.mutate({ ...v, payeeName: v.payeeName.trim() });
    },
  });
  const choices = (banks.data ?? []).filter((b) => b.cardType === formik.values.cardType);
  const problemOf = (name: keyof AddValues) =>
    formik.touched[name] || formik.submitCount > 0 ? formik.errors[name] : undefined;
  const field = (name: keyof AddValues, label: string, input: React.ReactNode) => {
    const problem = problemOf(name);
    return (
      <MoneyField
        label={label}
        problemId={`${id}-${name}-problem`}
        problem={problem && t(`withdraw.problems.${problem}`, { min: MIN_PASSWORD })}
      >
        {input}
      </MoneyField>
    );
  };
  const invalid = (name: keyof AddValues) => problemProps(`${id}-${name}-problem`, problemOf(name));

  return (
    <form onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h4 id={`${id}-title`}>{t('withdraw.addTitle')}</h4>
      <div className={formRow.row}>
        {field(
          'cardType',
          t('withdraw.accountType'),
          <select
            {...formik.getFieldProps('cardType')}
            onChange={(e) => {
              void formik.setFieldValue('cardType', e.target.value);
              void formik.setFieldValue('bankCode', '');
            }}
          >
            {types.map((m) => (
              <option key={m.methodGroupType} value={m.methodGroupType}>
                {t(`withdraw.types.${m.methodGroupType}`)}
              </option>
            ))}
          </select>,
        )}
        {field(
          'bankCode',
          t('withdraw.bank'),
          <select {...formik.getFieldProps('bankCode')} {...invalid('bankCode')}>
            <option value="">{t('withdraw.choose')}</option>
            {choices.map((b) => (
              <option key={b.bankCode} value={b.bankCode}>
                {b.bankEngName}
              </option>
            ))}
          </select>,
        )}
        {field(
          'payeeName',
          t('withdraw.holder'),
          <input {...formik.getFieldProps('payeeName')} autoComplete="name" {...invalid('payeeName')} />,
        )}
        {field(
          'cardNumber',
          t('withdraw.number'),
          <input
            {...formik.getFieldProps('cardNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...invalid('cardNumber')}
          />,
        )}
        {field(
          'paymentPassword',
          t('withdraw.paymentPassword'),
          <input
            {...formik.getFieldProps('paymentPassword')}
            type="password"
            autoComplete="off"
            {...invalid('paymentPassword')}
          />,
        )}
      </div>
      <div className={styles.actions}>
        <button type="submit" disabled={add.isPending} aria-busy={add.isPending}>
          {t('withdraw.add')}
        </button>
        <p role="status" className={styles.hint}>
          {add.isSuccess && t('withdraw.added', { name: `${add.data.bankName} ${add.data.cardNumber}` })}
          {add.isError && t(withdrawErrorKey(add.error))}
        </p>
      </div>
    </form>
  );
}
