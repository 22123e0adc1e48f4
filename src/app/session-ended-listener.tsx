import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { SESSION_ENDED_EVENT, takeUnannouncedSessionEnd } from './create-services';

/** The one place that reacts to an ended session: the user reads why, then lands on login. */
export function SessionEndedListener() {
  const dialogs = useDialogs();
  const navigate = useNavigate();
  const { t } = useTranslation();
  useEffect(() => {
    const onEnded = () => {
      const error = takeUnannouncedSessionEnd();
      if (!error) return;
      void dialogs
        .show({
          title: t('shell.sessionEndedTitle'),
          icon: 'warning',
          children: <p>{t(errorMessageKey(error))}</p>,
          buttons: [{ label: t('header.login'), value: 'login', primary: true }],
        })
        .then(() => navigate('/login'));
    };
    onEnded(); // one that ended during boot, before this listened
    window.addEventListener(SESSION_ENDED_EVENT, onEnded);
    return () => window.removeEventListener(SESSION_ENDED_EVENT, onEnded);
  }, [dialogs, navigate, t]);
  return null;
}
