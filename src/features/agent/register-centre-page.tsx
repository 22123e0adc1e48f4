import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TeamRegisterBody, TeamRegisterValue } from '@/generated/api-types';
import { QrCode } from '@/components/qr-code';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { callApi } from '@/lib/gateway/api';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import type { FormValues } from '@/schema-ui/field-types';
import { SchemaForm, type SchemaFormHelpers } from '@/schema-ui/form-renderer';
import { resolveRegistrationForm } from '@/schema-ui/rules';
import { collectValues, serverFieldErrors } from '@/schema-ui/validate';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { agentErrorKey } from './agent-errors';
import { teamMembersQuery } from './team-queries';
import styles from './team.module.css';

/** What the agent does not fill for a downline it registers itself (the gateway ignores them too). */
const NOT_FOR_AGENT = new Set(['captcha', 'verificationCode', 'affiliateCode', 'recommenderId', 'referralCode']);
const KINDS = ['PLAYER', 'AGENT'] as const;
type Kind = (typeof KINDS)[number];

/** Register centre (registerCenter): a direct player or agent under the merchant's rules, and the invite link. */
export function RegisterCentrePage() {
  return (
    <QueryProvider>
      <RegisterCentre />
    </QueryProvider>
  );
}

function RegisterCentre() {
  const { t, ready } = useTranslation('agent');
  const id = useId();
  if (!ready) return <p aria-busy="true">…</p>;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('register.title')}</h2>
      <Invite />
      <RegisterDownline />
    </section>
  );
}

function Invite() {
  const { t } = useTranslation('agent');
  const { gateway } = useServices();
  const team = useQuery(teamMembersQuery(gateway, { size: 1 }));
  const code = team.data?.affiliateCode;
  const link = code ? `${location.origin}/register?affiliateCode=${encodeURIComponent(code)}` : '';
  const [copied, setCopied] = useState(false);
  return (
    <div className={layout.card}>
      <h3>{t('register.inviteTitle')}</h3>
      {team.isError && <p role="alert">{t(agentErrorKey(team.error))}</p>}
      {code === '' && <p>{t('register.noCode')}</p>}
      {code && (
        <div className={styles.qr}>
          <QrCode value={link} label={t('register.qrLabel', { code })} />
          <div>
            <p>
              {t('register.code')}: <strong data-testid="affiliate-code">{code}</strong>
            </p>
            <p className={styles.link}>{link}</p>
            <button type="button" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
              {t('register.copy')}
            </button>
            <span role="status">{copied ? ` ${t('register.copied')}` : ''}</span>
          </div>
        </div>
      )}
    </div>
  );
}

function RegisterDownline() {
  const { t } = useTranslation('agent');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const { flags, registrationRules } = useSiteSettings();
  const { merchant } = useSite();
  const id = useId();
  const [kind, setKind] = useState<Kind>('PLAYER');
  const [busy, setBusy] = useState(false);
  const [formError, setFormError] = useState<string>();
  const [done, setDone] = useState<TeamRegisterValue | null>(null);
  const fields = useMemo(
    () =>
      resolveRegistrationForm({ rules: registrationRules, flags, tab: 'username' }).filter(
        (f) => !NOT_FOR_AGENT.has(f.def.name),
      ),
    [registrationRules, flags],
  );

  const submit = async (values: FormValues, helpers: SchemaFormHelpers) => {
    setFormError(undefined);
    setDone(null);
    setBusy(true);
    try {
      const body = { ...collectValues(fields, values), accountType: kind } as TeamRegisterBody;
      const made = await callApi(gateway, 'team.register', { body });
      setDone(made);
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
    } catch (error) {
      const byField = serverFieldErrors(error);
      if (byField) helpers.setFieldErrors(byField);
      const code = (error as { code?: string }).code;
      if (code === 'username_exists') helpers.setFieldErrors({ username: { key: 'common:errors.usernameTaken' } });
      else if (code === 'mobile_exists') helpers.setFieldErrors({ mobileNum: { key: 'common:errors.mobileTaken' } });
      setFormError(t(agentErrorKey(error)));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={layout.card}>
      <h3 id={`${id}-form`}>{t('register.formTitle')}</h3>
      <fieldset className={styles.filters}>
        <legend>{t('register.kind')}</legend>
        {KINDS.map((k) => (
          <label key={k}>
            <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />{' '}
            {t(`register.kinds.${k}`)}
          </label>
        ))}
      </fieldset>
      <SchemaForm
        aria-labelledby={`${id}-form`}
        fields={fields}
        initialValues={{ countryDialingCode: merchant.registration.defaultDialingCode ?? '' }}
        submitLabel={t('register.submit')}
        busy={busy}
        formError={formError}
        onSubmit={submit}
      />
      <p role="status">
        {done && t(done.type === 0 ? 'register.donePlayer' : 'register.doneAgent', { name: done.customerName })}
      </p>
    </div>
  );
}
