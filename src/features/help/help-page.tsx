import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { SystemHelpCenterValue } from '@/generated/api-types';
import { SanitizedHtml } from '@/components/sanitized-html';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';
import { HelpGuides } from './help-guides';
import styles from './help-page.module.css';

type HelpEntry = SystemHelpCenterValue[number];

const TERMS_HASH = '#term';
/** The terms entries: by code where the gateway sends one, else by an English category name. */
const isTerms = (entry: HelpEntry) =>
  entry.categoryCode ? entry.categoryCode === 'TERMS' : /^terms?$/i.test(entry.category);

/** Help centre (SPEC §2): entries by category from the gateway; `#term` opens the terms. */
export function HelpPage({ standalone = false }: { standalone?: boolean }) {
  const { gateway } = useServices();
  const { t, i18n } = useTranslation();
  const { hash } = useLocation();
  const [entries, setEntries] = useState<HelpEntry[] | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setError(null);
    callApi(gateway, 'system.helpCenter', { query: { lang: i18n.language, device: 'WEB' } }).then(
      (value) => live && setEntries(value),
      (e: unknown) => live && setError(errorMessageKey(e)),
    );
    return () => {
      live = false;
    };
  }, [gateway, i18n.language]);

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
