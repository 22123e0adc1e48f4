import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import { DownlinePicker } from './downline-picker';
import { mailErrorKey, recipientTypesQuery } from './message-queries';
import { parseRecipients, toggleRecipient } from './recipients';
import styles from './messages.module.css';

const TYPES = ['1', '2', '3', '4', '5'] as const;
type RecipientType = (typeof TYPES)[number];

interface ComposeValues {
  sendType: RecipientType | '';
  recipient: string;
  subject: string;
  content: string;
}

export const SUBJECT_MAX = 100;
export const CONTENT_MAX = 2000;
/** The most downlines one mail goes to (messages.send: recipients, at most 20). */
export const RECIPIENTS_MAX = 20;

/** The limit a field's "too long" or "too many" message names. */
const MAX: Partial<Record<keyof ComposeValues, number>> = {
  recipient: RECIPIENTS_MAX,
  subject: SUBJECT_MAX,
  content: CONTENT_MAX,
};

/** Problems by field, as keys of the inbox dictionary. */
export function composeProblems(v: ComposeValues): Partial<Record<keyof ComposeValues, string>> {
  const out: Partial<Record<keyof ComposeValues, string>> = {};
  if (!v.sendType) out.sendType = 'compose.required';
  if (v.sendType === '1' && parseRecipients(v.recipient).length === 0) out.recipient = 'compose.recipientRequired';
  else if (v.sendType === '1' && parseRecipients(v.recipient).length > RECIPIENTS_MAX)
    out.recipient = 'compose.tooMany';
  if (!v.subject.trim()) out.subject = 'compose.required';
  else if (v.subject.length > SUBJECT_MAX) out.subject = 'compose.tooLong';
  if (!v.content.trim()) out.content = 'compose.required';
  else if (v.content.length > CONTENT_MAX) out.content = 'compose.tooLong';
  return out;
}

/**
 * Compose (MC sendMail): to one downline (by username), all downlines, the team's agents or members, or the upline,
 * as far as the gateway allows (getRecipientTypeAvailable). A refusal keeps everything typed.
 */
export function ComposeForm() {
  const { t } = useTranslation('inbox');
  const { gateway } = useServices();
  const id = useId();
  const types = useQuery(recipientTypesQuery(gateway));
  const allowed = TYPES.filter((k) => types.data?.[k]);
  const [sent, setSent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const formik = useFormik<ComposeValues>({
    initialValues: { sendType: '', recipient: '', subject: '', content: '' },
    validate: composeProblems,
    onSubmit: async (v, helpers) => {
      setSent(null);
      setProblem(null);
      try {
        const { delivered } = await callApi(gateway, 'messages.send', {
          body: {
            sendType: Number(v.sendType) as 1 | 2 | 3 | 4 | 5,
            subject: v.subject.trim(),
            content: v.content,
            ...(v.sendType === '1' ? { recipients: parseRecipients(v.recipient) } : {}),
          },
        });
        setSent(delivered);
        helpers.resetForm({ values: { ...v, subject: '', content: '' } });
      } catch (error) {
        setProblem(mailErrorKey(error));
      }
    },
  });
  if (types.isSuccess && allowed.length === 0) return null;

  const fieldProblem = (name: keyof ComposeValues) =>
    (formik.touched[name] || formik.submitCount > 0) && formik.errors[name] ? formik.errors[name] : undefined;
  const field = (name: keyof ComposeValues, label: string, input: React.ReactNode) => {
    const p = fieldProblem(name);
    return (
      <div className={styles.field}>
        <label htmlFor={`${id}-${name}`}>{label}</label>
        {input}
        {p && (
          <p id={`${id}-${name}-problem`} className={styles.error}>
            {t(p, { max: MAX[name] })}
          </p>
        )}
      </div>
    );
  };
  const aria = (name: keyof ComposeValues) => ({
    id: `${id}-${name}`,
    'aria-invalid': fieldProblem(name) ? true : undefined,
    'aria-describedby': fieldProblem(name) ? `${id}-${name}-problem` : undefined,
    ...formik.getFieldProps(name),
  });

  return (
    <form className={styles.compose} onSubmit={formik.handleSubmit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{t('compose.title')}</h3>
      {field(
        'sendType',
        t('compose.to'),
        <select {...aria('sendType')}>
          <option value="">{t('compose.choose')}</option>
          {allowed.map((k) => (
            <option key={k} value={k}>
              {t(`compose.type${k}`)}
            </option>
          ))}
        </select>,
      )}
      {formik.values.sendType === '1' && (
        <>
          {field('recipient', t('compose.recipient'), <input type="text" autoComplete="off" {...aria('recipient')} />)}
          <DownlinePicker
            picked={parseRecipients(formik.values.recipient)}
            onToggle={(name) => void formik.setFieldValue('recipient', toggleRecipient(formik.values.recipient, name))}
          />
        </>
      )}
      {field('subject', t('compose.subject'), <input type="text" maxLength={SUBJECT_MAX} {...aria('subject')} />)}
      {field('content', t('compose.content'), <textarea rows={5} maxLength={CONTENT_MAX} {...aria('content')} />)}
      {problem && (
        <p role="alert" className={styles.error}>
          {t(problem)}
        </p>
      )}
      {sent !== null && <p role="status">{t('compose.sent', { count: sent })}</p>}
      <button type="submit" className={styles.primary} disabled={formik.isSubmitting}>
        {t('compose.send')}
      </button>
    </form>
  );
}
