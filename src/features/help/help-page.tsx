import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SystemHelpCenterValue } from '@/generated/api-types';
import { SanitizedHtml } from '@/components/sanitized-html';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { HelpGuides } from './help-guides';
import { helpCentreQuery } from './help-query';
import styles from './help-page.module.css';

type HelpEntry = SystemHelpCenterValue[number];

const TERMS_HASH = '#term';
/** The terms entries: by code where the gateway sends one, else by an English category name. */
const isTerms = (entry: HelpEntry) =>
  entry.categoryCode ? entry.categoryCode === 'TERMS' : /^terms?$/i.test(entry.category);

/** Help centre (SPEC §2): entries by category from the gateway; `#term` opens the terms. */
export function HelpPage({ standalone = false }: { standalone?: boolean }) {
  return (
    <QueryProvider>
      <HelpCentre standalone={standalone} />
    </QueryProvider>
  );
}

function HelpCentre({ standalone }: { standalone: boolean }) {
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const help = useQuery(helpCentreQuery(gateway, i18n.language));
  const entries = help.data;
  const error = help.isError ? errorMessageKey(help.error) : null;

  const categories = [...new Set((entries ?? []).map((e) => e.category))];
  return (
    <section aria-labelledby="help-title" className={standalone ? styles.standalone : undefined}>
      <h1 id="help-title">{t('help.title')}</h1>
      {error && <p role="alert">{t(error)}</p>}
      {!entries && !error && <p aria-busy="true">{t('boot.loading')}</p>}
      {categories.map((category) => (
        <section key={category} className={styles.category} aria-labelledby={`help-${category}`}>
          <h2 id={`help-${category}`}>{category}</h2>
          {entries!
            .filter((e) => e.category === category)
            .map((entry) => (
              <details
                key={entry.id}
                open={hash === TERMS_HASH && isTerms(entry)}
                id={isTerms(entry) ? 'term' : undefined}
              >
                <summary>{entry.title}</summary>
                <SanitizedHtml html={entry.content} className={styles.content} />
              </details>
            ))}
        </section>
      ))}
      <HelpGuides />
    </section>
  );
}
