import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '@/lib/query-client';
import { InboxList } from './inbox-list';

/** /member/messageV2: platform information, the inbox of the last 30 days. */
export function InboxPage() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <QueryProvider>
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('member.messages')}</h2>
        <InboxList />
      </section>
    </QueryProvider>
  );
}
