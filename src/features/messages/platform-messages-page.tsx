import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryProvider } from '@/lib/query-client';
import { ComposeForm } from './compose-form';
import { InboxList } from './inbox-list';

/** The agent centre's platform messages (agentMenu platformMessages): compose to the team or the upline, and the inbox. */
export function PlatformMessagesPage() {
  const { t } = useTranslation();
  const { t: tx } = useTranslation('inbox');
  const id = useId();
  return (
    <QueryProvider>
      <section aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('common:agent.platformMessages')}</h2>
        <ComposeForm />
        <h3>{tx('inboxTitle')}</h3>
        <InboxList />
      </section>
    </QueryProvider>
  );
}
