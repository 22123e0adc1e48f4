import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import { PageNumbers } from '@/components/page-numbers/page-numbers';
import { SanitizedHtml } from '@/components/sanitized-html';
import type { InboxMail } from '@/generated/api-types';
import { setUnreadCount } from '@/lib/badges/badge-sources';
import { callApi } from '@/lib/gateway/api';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { inboxQuery, mailErrorKey, MESSAGES_KEY } from './message-queries';
import styles from './messages.module.css';

/**
 * The inbox of the last 30 days, newest first, paged. Opening a mail shows its (sanitised) content and marks it
 * read: the gateway answers the new unread count, which every menu's badge shows at once.
 */
export function InboxList() {
  const { t, i18n } = useTranslation('inbox');
  const { gateway } = useServices();
  const queryClient = useQueryClient();
  const dialogs = useDialogs();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const list = useQuery(inboxQuery(gateway, page, i18n.language));
  const locale = bcp47(i18n.language as PlatformLanguage);
  const time = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const baseId = useId();

  const refreshList = () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });

  const toggle = async (mail: InboxMail) => {
    setProblem(null);
    const opening = open !== mail.inboxId;
    setOpen(opening ? mail.inboxId : null);
    if (!opening || mail.read) return;
    try {
      const { unreadCount } = await callApi(gateway, 'messages.markRead', { body: { inboxId: mail.inboxId } });
      setUnreadCount(gateway, unreadCount);
      await refreshList();
    } catch (error) {
      setProblem(mailErrorKey(error));
    }
  };

  const remove = async (mail: InboxMail) => {
    setProblem(null);
    const answer = await dialogs.show({
      title: t('deleteTitle'),
      icon: 'warning',
      children: <p>{t('deleteQuestion', { subject: mail.subject })}</p>,
      buttons: [
        { label: t('cancel'), value: 'cancel' },
        { label: t('delete'), value: 'delete', primary: true },
      ],
    });
    if (answer !== 'delete') return;
    try {
      const { unreadCount } = await callApi(gateway, 'messages.delete', { body: { inboxId: mail.inboxId } });
      setUnreadCount(gateway, unreadCount);
      // The last mail of a later page gone: show the page before it.
      if (list.data?.content.length === 1 && page > 1) setPage(page - 1);
      await refreshList();
    } catch (error) {
      setProblem(mailErrorKey(error));
    }
  };

  const data = list.data;
  return (
    <div aria-busy={list.isFetching}>
      <p className={styles.muted}>{t('window')}</p>
      {problem && (
        <p role="alert" className={styles.error}>
          {t(problem)}
        </p>
      )}
      {list.isError && !data && (
        <p role="alert" className={styles.error}>
          {t(mailErrorKey(list.error))}
        </p>
      )}
      {data && data.content.length === 0 && <p>{t('empty')}</p>}
      {data && data.content.length > 0 && (
        <ul className={styles.mails}>
          {data.content.map((mail) => {
            const bodyId = `${baseId}-${mail.inboxId}`;
            const expanded = open === mail.inboxId;
            return (
              <li key={mail.inboxId} className={styles.mail} data-unread={!mail.read || undefined}>
                <div className={styles.mailHead}>
                  <button
                    type="button"
                    className={styles.mailOpen}
                    aria-expanded={expanded}
                    aria-controls={bodyId}
                    onClick={() => void toggle(mail)}
                  >
                    {!mail.read && <span className={styles.newTag}>{t('new')}</span>}
                    <span className={styles.subject}>{mail.subject}</span>
                    <span className={styles.meta}>
                      {mail.senderName} ·{' '}
                      <time dateTime={new Date(mail.sendTime).toISOString()}>{time.format(mail.sendTime)}</time>
                    </span>
                  </button>
                  <button
                    type="button"
                    className={styles.delete}
                    aria-label={`${t('delete')}: ${mail.subject}`}
                    onClick={() => void remove(mail)}
                  >
                    {t('delete')}
                  </button>
                </div>
                <div id={bodyId} hidden={!expanded} className={styles.mailBody}>
                  {expanded && <SanitizedHtml html={mail.content} />}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {data && (
        <PageNumbers
          page={page}
          totalPages={data.totalPages}
          onPage={(p) => {
            setOpen(null);
            setPage(p);
          }}
          labels={{
            nav: t('pages'),
            previous: t('previousPage'),
            next: t('nextPage'),
            page: (p) => t('pageNumber', { page: p }),
          }}
        />
      )}
    </div>
  );
}
