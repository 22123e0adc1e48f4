import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerServiceLocation } from '@/generated/config-types';
import { useDialogs } from '@/components/dialog/dialog-host';
import { useSite } from '@/lib/config/site-context';
import { useSiteSettings } from '@/lib/config/site-settings';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

// A member's chat entry (unread badge, permission) comes with the member, not with a visitor's first screen.
const MemberChatButton = lazy(() => import('./member-chat-button'));

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
  const { gateway, session } = useServices();
  const { member } = useSessionSnapshot(session);
  const dialogs = useDialogs();
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  // A place on the page names its csPosition through the config's placements; a footer contact names it directly.
  const position = csPosition ?? merchant.customerService.placements.find((p) => p.where === where)?.csPosition;
  const entry = position && status.info.customerService.find((e) => e.csPosition === position);
  if (!entry) return null;
  const isChat = (entry.csType ?? entry.csPosition).toUpperCase().startsWith('LIVECHAT');

  const open = async () => {
    // Opened before the await so the browser does not treat it as an unrequested popup; what fills it (and the
    // path's decryption) comes with the first click, not with the first screen.
    const popup = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const { openCustomerService } = await import('./open-customer-service');
      await openCustomerService(popup, entry, isChat, { gateway, dialogs, t });
    } catch {
      popup?.close();
    } finally {
      setBusy(false);
    }
  };

  const button = (
    <button type="button" className={className} onClick={open} disabled={busy}>
      {label ?? t('boot.customerService')}
    </button>
  );
  return isChat && member ? (
    <Suspense fallback={button}>
      <MemberChatButton button={button} />
    </Suspense>
  ) : (
    button
  );
}
