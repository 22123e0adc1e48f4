import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/dialog/dialog';
import type { FeedbackSubmitBody } from '@/generated/api-types';
import { useSite } from '@/lib/config/site-context';
import { callApi } from '@/lib/gateway/api';
import { errorMessage, type ErrorMessage } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import styles from './feedback-dialog.module.css';

type FeedbackTopic = NonNullable<FeedbackSubmitBody['type']>;
/** The platform's feedback topics (GATEWAY-CALLS-SEEN §13), "other" first as the default. */
const TOPICS: readonly FeedbackTopic[] = ['0', '1', '2', '3', '4', '6'];

/** Footer feedback (SPEC §2, §5): at most `limits.feedbackMaxChars` characters; what was typed survives an error. */
export function FeedbackDialog({ onClose }: { onClose: () => void }) {
  const { merchant } = useSite();
  const { gateway } = useServices();
  const { t } = useTranslation();
  const max = merchant.limits.feedbackMaxChars;
  const [content, setContent] = useState('');
  const [sender, setSender] = useState('');
  const [topic, setTopic] = useState<FeedbackTopic>('0');
  const [error, setError] = useState<ErrorMessage | null>(null);
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const ids = { content: useId(), topic: useId(), sender: useId(), count: useId(), error: useId() };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = content.trim();
    if (!text) return setError({ key: 'feedback.empty' });
    if (text.length > max) return setError({ key: 'feedback.tooLong' });
    setState('sending');
    setError(null);
    try {
      await callApi(gateway, 'feedback.submit', {
        body: { content: text, type: topic, ...(sender.trim() ? { sender: sender.trim() } : {}) },
      });
      setState('sent');
    } catch (e) {
      setError(errorMessage(e));
      setState('editing');
    }
  };

  return (
    <Dialog title={t('footer.feedback')} onClose={onClose} closeLabel={t('common.close')}>
      {state === 'sent' ? (
        <p role="status">{t('feedback.thanks')}</p>
      ) : (
        <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate>
          <label htmlFor={ids.topic}>{t('feedback.topic')}</label>
          <select id={ids.topic} value={topic} onChange={(e) => setTopic(e.target.value as FeedbackTopic)}>
            {TOPICS.map((code) => (
              <option key={code} value={code}>
                {t(`feedback.topics.${code}`)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.content}>{t('feedback.label')}</label>
          <textarea
            id={ids.content}
            value={content}
            rows={4}
            maxLength={max}
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids.count}${error ? ` ${ids.error}` : ''}`}
            onChange={(e) => setContent(e.target.value)}
          />
          <span id={ids.count} className={styles.count}>
            {t('feedback.count', { used: content.length, max })}
          </span>
          <label htmlFor={ids.sender}>{t('feedback.contact')}</label>
          <input
            id={ids.sender}
            value={sender}
            maxLength={128}
            autoComplete="email"
            onChange={(e) => setSender(e.target.value)}
          />
          {error && (
            <p id={ids.error} role="alert" className={styles.error}>
              {t(error.key, { max, ...error.values })}
            </p>
          )}
          <button type="submit" disabled={state === 'sending'}>
            {t('feedback.send')}
          </button>
        </form>
      )}
    </Dialog>
  );
}
