import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import type { AnnouncementPopup } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { useIdleAfter } from '@/lib/use-idle-after';
import { pendingPasswordChange } from '@/features/auth/change-password-marker';

const CLOSED_KEY = 'closedPopups';

type Audience = 'visitor' | 'member';

/** SPEC §4 execution codes: B for visitors; A for members, F on a first login (the gateway sends F only then). */
export function popupShownTo(execution: AnnouncementPopup['execution'], audience: Audience): boolean {
  return audience === 'visitor' ? execution === 'B' : execution === 'A' || execution === 'F';
}

export function closedPopups(): Set<number> {
  try {
    const ids: unknown = JSON.parse(sessionStorage.getItem(CLOSED_KEY) ?? '[]');
    return new Set(Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    return new Set();
  }
}

export function markPopupClosed(id: number): void {
  try {
    sessionStorage.setItem(CLOSED_KEY, JSON.stringify([...closedPopups(), id]));
  } catch {
    // Private mode: it may show again on the next page load.
  }
}

/** Resolves once no dialog is open: a popup never covers a dialog the visitor is using (login, a forced change). */
function noDialogOpen(): Promise<void> {
  const open = () => document.querySelector('dialog[open]') !== null;
  if (!open()) return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      if (open()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
  });
}

/**
 * The gateway's popup announcements (type PU), one after another once the first screen is painted; a closed popup
 * stays closed for the visit (sessionStorage, which logout clears). Members see theirs once their info has loaded,
 * after any forced password change; none shows while another dialog is open.
 */
export function PublicPopups() {
  const { gateway, session } = useServices();
  const { member, hasToken } = useSessionSnapshot(session);
  const dialogs = useDialogs();
  const { t, i18n } = useTranslation();
  const painted = useIdleAfter();
  const audience: Audience | null = !hasToken ? 'visitor' : member ? 'member' : null;
  const language = i18n.language;

  useEffect(() => {
    if (!painted || !audience || (audience === 'member' && pendingPasswordChange())) return;
    let live = true;
    callApi(gateway, 'announcements.list', { query: { types: 'PU', platform: 'W', language } })
      .then(async ({ popup }) => {
        const closed = closedPopups();
        for (const p of popup.filter((p) => popupShownTo(p.execution, audience) && !closed.has(p.id))) {
          await noDialogOpen();
          if (!live) return;
          await dialogs.show({
            title: p.title,
            html: p.content,
            buttons: [{ label: t('common.close'), value: 'close', primary: true }],
          });
          markPopupClosed(p.id);
        }
      })
      .catch(() => undefined); // popups are extras: a failed read shows nothing rather than an error
    return () => {
      live = false;
    };
  }, [painted, audience, member, language, gateway, dialogs, t]);

  return null;
}
