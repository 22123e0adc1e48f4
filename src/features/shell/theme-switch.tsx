import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSite } from '@/lib/config/site-context';
import { applyTheme, rememberTheme, type ThemeMode } from '@/lib/theme/theme';
import styles from './shell.module.css';
import { useClientStore } from '@/lib/rendering/hydration';

const noChanges = () => () => undefined;

export function ThemeSwitch() {
  const { merchant } = useSite();
  const { t } = useTranslation();
  // The page's theme (a stored choice is set on <html> before the first paint); the server renders the merchant's
  // default, and so does the hydrating page, then the stored one.
  const shown = useClientStore(
    noChanges,
    () => document.documentElement.dataset.theme as ThemeMode | undefined,
    () => undefined,
  );
  const [chosen, setMode] = useState<ThemeMode | null>(null);
  const mode = chosen ?? shown ?? merchant.theme.default;
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
