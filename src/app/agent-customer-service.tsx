import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { CustomerServiceButton } from '@/features/shell/customer-service-button';
import { useSiteSettings } from '@/lib/config/site-settings';

/**
 * The agent centre's customer-service entry: every channel the gateway lists (live chat through CBS_launchChat,
 * the others through their encrypted path), opened by the shell's customer-service button.
 */
export function AgentCustomerService() {
  const { t } = useTranslation('contracts');
  const { status } = useSiteSettings();
  const id = useId();
  const entries = status.info.customerService;
  return (
    <section aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('service.title')}</h2>
      <div className={layout.card}>
        <p>{t('service.intro')}</p>
        {entries.length === 0 ? (
          <p>{t('service.empty')}</p>
        ) : (
          <ul>
            {entries.map((entry) => (
              <li key={entry.csPosition}>
                <CustomerServiceButton csPosition={entry.csPosition} label={entry.title || t('service.title')} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
