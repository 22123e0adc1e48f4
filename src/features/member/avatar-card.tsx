import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AvatarPicker } from '@/components/avatar/avatar-picker';
import { isPhoto, MemberAvatar } from '@/components/avatar/member-avatar';
import layout from '@/components/centre-menu/centre-layout.module.css';
import { AVATAR_QUERY_KEY, playerAvatarQuery } from '@/lib/avatar/avatar-queries';
import { squarePhoto } from '@/lib/avatar/square-photo';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { useServices } from '@/lib/services';
import styles from './money.module.css';
import formRow from '@/components/form-row/form-row.module.css';

/**
 * The security centre's avatar: the member's icon or photo, a picker of the platform's icons and an upload of the
 * member's own photo (MC changeIcon STATIC / CUSTOM).
 */
export function AvatarCard() {
  const { gateway } = useServices();
  const { t, ready } = useTranslation('content');
  const queries = useQueryClient();
  const avatar = useQuery(playerAvatarQuery(gateway));
  const [picking, setPicking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  if (!ready) return null;
  const shown = avatar.data?.avatar;
  const current = avatar.data?.avatarType === 'STATIC' ? Number(shown) : 0;

  const save = async (body: { avatar: string; avatarType: 'STATIC' | 'CUSTOM' }) => {
    setBusy(true);
    setMessage(null);
    try {
      await callApi(gateway, 'member.changeIcon', { body });
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
  const upload = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = ''; // the same file may be chosen again after a refusal
    if (!file) return;
    let photo: string;
    try {
      photo = await squarePhoto(file);
    } catch {
      setMessage({ text: t('errors.avatarFile'), error: true });
      return;
    }
    await save({ avatar: photo, avatarType: 'CUSTOM' });
  };

  return (
    <div className={layout.card}>
      <h3>{t('avatar.label')}</h3>
      {avatar.isError && <p role="alert">{t(errorMessageKey(avatar.error), { ns: 'common' })}</p>}
      {/* While the icon loads, the row is laid out as it will be (the icon's room, the button and the upload, not yet
          usable), so the cards below stay where they are. */}
      {(avatar.isPending || shown) && (
        <div className={styles.actions}>
          {shown ? (
            <MemberAvatar
              avatar={shown}
              size={64}
              label={isPhoto(shown) ? t('avatar.photo') : t('avatar.icon', { n: shown })}
            />
          ) : (
            <span className={styles.avatarSlot} aria-hidden="true" />
          )}
          {!picking && (
            <button type="button" aria-expanded={false} disabled={!shown} onClick={() => setPicking(true)}>
              {t('avatar.change')}
            </button>
          )}
          <label className={formRow.field}>
            {t('avatar.upload')}
            <input
              type="file"
              accept="image/png,image/jpeg"
              disabled={busy || !shown}
              onChange={(e) => void upload(e.currentTarget)}
            />
          </label>
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
          onSave={(icon) => void save({ avatar: String(icon), avatarType: 'STATIC' })}
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
