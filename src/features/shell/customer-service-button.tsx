import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceLocation } from '@/generated/config-types';
import { useDialogs } from '@/components/dialog/dialog-host';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { callApi } from '@/lib/gateway/api';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { useServices } from '@/lib/services';

// The decryption's code comes with the first click, not with the first screen.
const decryptPath = (path: string) =>
  import('@/lib/customer-service/decrypt-path').then((m) => m.decryptCustomerServicePath(path));

/**
 * The customer-service entry for one place on the page. The merchant config says which csPosition serves that
 * place; the gateway supplies the entry. Live chat opens the chat URL from CBS_launchChat; other channels open
 * their (encrypted) path.
 */
export function CustomerServiceButton({
  where,
  csPosition,
  label,
  className,
}: {
  className?: string;
  /** The button's text; "Customer service" unless given. */
  label?: string;
} & ({ where: CustomerServiceLocation; csPosition?: never } | { csPosition: string; where?: never })) {
  const { merchant } = useSite();
  const { status } = useSiteSettings();
  const { gateway } = useServices();
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  // A place on the page names its csPosition through the config's placements; a footer contact names it directly.
  const position = csPosition ?? merchant.customerService.placements.find((p) => p.where === where)?.csPosition;
  const entry = position && status.info.customerService.find((e) => e.csPosition === position);
  if (!entry) return null;

  const open = async () => {
    // Opened before the await so the browser does not treat it as an unrequested popup.
    const popup = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const isChat = (entry.csType ?? entry.csPosition).toUpperCase().startsWith('LIVECHAT');
      const url = isChat ? (await callApi(gateway, 'chat.launch')).chatUrl : await decryptPath(entry.path);
      if (popup) {
        popup.opener = null;
        popup.location.href = url;
      } else window.location.assign(url);
    } catch (error) {
      popup?.close();
      void dialogs.show({
        title: t('boot.customerService'),
        icon: 'error',
        children: <p>{t(errorMessageKey(error))}</p>,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <button type="button" className={className} onClick={() => void open()} disabled={busy}>
      {label ?? t('boot.customerService')}
    </button>
  );
}
