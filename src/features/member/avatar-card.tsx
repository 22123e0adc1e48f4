import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarIcon } from '@/components/avatar/avatar-icon';
import { AvatarPicker } from '@/components/avatar/avatar-picker';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { AVATAR_QUERY_KEY, playerAvatarQuery } from '@/lib/avatar/avatar-queries';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { useServices } from '@/lib/services';
import styles from './money.module.css';

/** The security centre's avatar: the member's icon and a picker of the platform's icons (MC changeIcon). */
export function AvatarCard() {
  const { gateway } = useServices();
  const { t, ready } = useTranslation('content');
  const queries = useQueryClient();
  const avatar = useQuery(playerAvatarQuery(gateway));
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  if (!ready) return null;
  const current = Number(avatar.data?.avatar ?? 0);

  const save = async (icon: number) => {
    setBusy(true);
    setMessage(null);
    try {
      await callApi(gateway, 'member.changeIcon', { body: { avatar: String(icon), avatarType: 'STATIC' } });
      await queries.invalidateQueries({ queryKey: [AVATAR_QUERY_KEY] });
      setPicking(false);
      setMessage({ text: t('avatar.saved'), error: false });
    } catch (e) {
      const key =
        e instanceof GatewayError && e.code === 'avatar_invalid'
          ? t('errors.avatarInvalid')
          : t(errorMessageKey(e), { ns: 'common' });
      setMessage({ text: key, error: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={layout.card}>
      <h3>{t('avatar.label')}</h3>
      {avatar.isError && <p role="alert">{t(errorMessageKey(avatar.error), { ns: 'common' })}</p>}
      {/* The icon's room while it loads, so the cards below stay where they are. */}
      {avatar.isPending && (
        <div className={styles.actions} aria-hidden="true">
          <span className={styles.avatarSlot} />
        </div>
      )}
      {current > 0 && (
        <div className={styles.actions}>
          <AvatarIcon icon={current} size={64} label={t('avatar.icon', { n: current })} />
          {!picking && (
            <button type="button" aria-expanded={false} onClick={() => setPicking(true)}>
              {t('avatar.change')}
            </button>
          )}
        </div>
      )}
      {picking && (
        <AvatarPicker
          current={current}
          busy={busy}
          text={{
            legend: t('avatar.pick'),
            icon: (n) => t('avatar.icon', { n }),
            save: t('avatar.save'),
            cancel: t('avatar.cancel'),
          }}
          onSave={(icon) => void save(icon)}
          onCancel={() => setPicking(false)}
        />
      )}
      {message && (
        <p role={message.error ? 'alert' : 'status'} className={styles.hint}>
          {message.text}
        </p>
      )}
    </div>
  );
}
