import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { LANGUAGE_NAMES } from '@/lib/i18n/language-names';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { useServices } from '@/lib/services';
import { announceLanguage } from './announce-language';
import styles from './shell.module.css';

export function LanguageSwitch() {
  const { merchant } = useSite();
  const { t, i18n } = useTranslation();
  const id = useId();
  const { gateway, session } = useServices();
  const change = (language: string) => {
    void i18n.changeLanguage(language);
    void announceLanguage(gateway, session.getSnapshot(), language);
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className="visually-hidden">
        {t('shell.language')}
      </label>
      <select id={id} value={i18n.language} onChange={(e) => change(e.target.value)}>
        {merchant.languages.supported.map((code) => (
          <option key={code} value={code} lang={bcp47(code as PlatformLanguage)}>
            {LANGUAGE_NAMES[code as PlatformLanguage] ?? code}
          </option>
        ))}
      </select>
    </div>
  );
}
