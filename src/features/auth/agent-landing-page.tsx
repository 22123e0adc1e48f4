import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SupportHours } from '@/generated/config-types';
import { useSite } from '@/lib/config/site-context';
import { bcp47, isPlatformLanguage } from '@/lib/i18n/languages';
import { LoginForm } from './login-form';
import styles from './agent-landing.module.css';

const WEEK = ['MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT', 'SUN'] as const;

/** "Mon–Fri, 12:00–21:00 (Asia/Manila)" with day names in the page language. */
export function formatSupportHours(hours: SupportHours, locale: string): string {
  // 2024-01-01 was a Monday: index i of WEEK is 2024-01-0(1+i).
  const dayName = (day: (typeof WEEK)[number]) =>
    new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' }).format(
      Date.UTC(2024, 0, 1 + WEEK.indexOf(day)),
    );
  const days = [...hours.days].sort((a, b) => WEEK.indexOf(a) - WEEK.indexOf(b));
  const consecutive = days.every((d, i) => i === 0 || WEEK.indexOf(d) === WEEK.indexOf(days[i - 1]!) + 1);
  const dayText =
    consecutive && days.length > 2 ? `${dayName(days[0]!)}–${dayName(days.at(-1)!)}` : days.map(dayName).join(', ');
  return `${dayText}, ${hours.open}–${hours.close} (${hours.timezone})`;
}

/** `/agent`: the agent programme pitch, support hours and the agent login (non-agents are refused). */
export function AgentLandingPage() {
  const { t, i18n } = useTranslation('auth');
  const { merchant } = useSite();
  const navigate = useNavigate();
  // Sent here from an agent centre page: back to that page after the login.
  const from = (useLocation().state as { from?: string } | null)?.from;
  const centre = from?.startsWith('/agentHome') ? from : '/agentHome';
  return (
    <div className={styles.page}>
      <section aria-labelledby="agent-title" className={styles.pitch}>
        <h1 id="agent-title">{t('agent.title', { brand: merchant.brand.name })}</h1>
        <p>{t('agent.pitch')}</p>
        <ul>
          <li>{t('agent.point1')}</li>
          <li>{t('agent.point2')}</li>
          <li>{t('agent.point3')}</li>
        </ul>
        <p>
          <strong>{t('agent.supportHours')}</strong>{' '}
          {formatSupportHours(
            merchant.agent.supportHours,
            // Day names in the page's language: Intl knows it by its BCP-47 tag (TY is fil), not the platform code.
            isPlatformLanguage(i18n.language) ? bcp47(i18n.language) : i18n.language,
          )}
        </p>
      </section>
      <section aria-labelledby="agent-login-title" className={styles.login}>
        <h2 id="agent-login-title">{t('agent.loginTitle')}</h2>
        <LoginForm
          area="agent"
          defaultDialingCode={merchant.registration.defaultDialingCode}
          onOpen={(target) =>
            navigate(target === 'terms' ? '/help#term' : target === 'register' ? '/register' : '/login')
          }
          onDone={(outcome) =>
            // A forced password change comes first: the dialogs open it (from the stored marker) on the home page.
            outcome.kind === 'mustChangePassword'
              ? navigate('/', { state: { dialog: 'changePassword' } })
              : navigate(centre)
          }
        />
      </section>
    </div>
  );
}
