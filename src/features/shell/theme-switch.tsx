import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { applyTheme, rememberTheme, type ThemeMode } from '@/lib/theme/theme';
import styles from './shell.module.css';

export function ThemeSwitch() {
  const { merchant } = useSite();
  const { t } = useTranslation();
  const [mode, setMode] = useState<ThemeMode>(
    () => (document.documentElement.dataset.theme as ThemeMode) ?? merchant.theme.default,
  );
  const toggle = () => {
    const next: ThemeMode = mode === 'dark' ? 'light' : 'dark';
    applyTheme(merchant.theme, next);
    rememberTheme(next);
    setMode(next);
  };
  return (
    // The label says what pressing does, so the state is never shown by highlight alone.
    <button type="button" className={styles.themeSwitch} onClick={toggle}>
      {t(mode === 'dark' ? 'shell.useLightTheme' : 'shell.useDarkTheme')}
    </button>
  );
}
