import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import type { AnnouncementPopup } from '@/generated/api-types';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { loadSanitizer } from '@/lib/sanitize-html';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';
import { useHydrated } from '@/lib/rendering/hydration';
import { useIdleAfter } from '@/lib/use-idle-after';
import { inMemberCentre } from '@/lib/routing/centre-paths';
import { pendingPasswordChange } from '@/features/auth/change-password-marker';
import { authDialogActive } from './auth-dialog-activity';

const CLOSED_KEY = 'closedPopups';

type Audience = 'visitor' | 'member';

/** Visitors and members get their own popups; while member info loads, nobody does. */
function audienceOf({ hasToken, member }: { hasToken: boolean; member: unknown }): Audience | null {
  if (!hasToken) return 'visitor';
  return member ? 'member' : null;
}

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

/**
 * The member and agent centres are task screens (a deposit, a withdrawal, a team report): the site's announcements
 * wait until the visitor is back on the site's own pages, as on the platform, whose centres are an app of their own.
 */
export function popupsHeldAt(pathname: string): boolean {
  return inMemberCentre(pathname) || pathname === '/agentHome' || pathname.startsWith('/agentHome/');
}

const busy = () => authDialogActive() || document.querySelector('dialog[open]') !== null;

let early: { key: string; list: Promise<AnnouncementPopup[]> } | undefined;
const popupListKey = (language: string, hasToken: boolean) => `${language}|${hasToken}`;

function fetchPopups(gateway: GatewayClient, language: string): Promise<AnnouncementPopup[]> {
  const list = callApi(gateway, 'announcements.list', {
    query: { types: 'PU', platform: 'W', groupName: 'default_notice', language },
  }).then(({ popup }) => popup);
  list.catch(() => undefined); // a round that uses it reports; popups are extras
  return list;
}

/** Asks for the popups with the boot calls: only showing one waits for the page to be painted. */
export function prefetchPopups(gateway: GatewayClient, language: string, hasToken: boolean): void {
  early = { key: popupListKey(language, hasToken), list: fetchPopups(gateway, language) };
}

/** The list asked for at start when it was for this language and session, else a new request. */
function popupsFor(gateway: GatewayClient, language: string, hasToken: boolean): Promise<AnnouncementPopup[]> {
  const prefetched = early?.key === popupListKey(language, hasToken) ? early.list : undefined;
  early = undefined;
  return prefetched ?? fetchPopups(gateway, language);
}

/**
 * Resolves after two quiet checks in a row, 100 ms apart: a popup never covers a dialog the visitor is using (or is
 * about to: an account dialog's form may still be loading), nor slips in between two of them (login closing, a
 * forced password change opening).
 */
async function noDialogOpen(): Promise<void> {
  for (let quiet = busy() ? 0 : 1; quiet < 2; quiet = busy() ? 0 : quiet + 1)
    await new Promise((resolve) => setTimeout(resolve, 100));
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
  const audience = audienceOf({ hasToken, member });
  const language = i18n.language;
  // `/login` and `/register` are on their way to open a dialog (they redirect home with the request in the state).
  const { pathname, state } = useLocation();
  const navigate = useNavigate();
  const dialogRequested =
    pathname === '/login' || pathname === '/register' || Boolean((state as { dialog?: string } | null)?.dialog);
  const held = popupsHeldAt(pathname);
  // Member info reloads (after a password change, say) start a new round: a popup already up is not shown twice.
  const shown = useRef(new Set<number>());
  // The words, the dialog host and the router are read when a popup opens: a dictionary that arrives mid-round (a
  // page's own namespace) neither ends the round nor asks for the list again.
  const present = useEffectEvent((p: AnnouncementPopup) =>
    dialogs.show({
      title: p.title,
      html: p.content,
      buttons: [
        // The gift popup leads to the promotion it shows.
        ...(p.promotionId !== undefined
          ? [{ label: t('common.seePromotion'), value: 'promotion', primary: true }]
          : []),
        { label: t('common.close'), value: 'close', primary: p.promotionId === undefined },
      ],
    }),
  );
  const openPromotion = useEffectEvent((id: number) => void navigate(`/promotions#${id}`));

  // Asked again on signing in or out: the gateway sends F popups to a first login only.
  // Not while the server's page is hydrated: it was rendered for an unknown visitor, and the stored session (which
  // the early list was asked for) comes in right after.
  const hydrated = useHydrated();
  const [popupList, setPopupList] = useState<Promise<AnnouncementPopup[]> | null>(null);
  useEffect(() => {
    if (hydrated) setPopupList(popupsFor(gateway, language, hasToken));
  }, [hydrated, gateway, language, hasToken]);

  useEffect(() => {
    // The round's progress on <html data-popup-round>: a test (or an operator's check) can tell "no popup is coming"
    // from "not yet" without waiting for a guessed time.
    const root = document.documentElement;
    if (held) {
      root.dataset.popupRound = 'held';
      return;
    }
    if (!popupList || !painted) return;
    // A dialog the visitor asked for, a signed-in member's info (a forced password change comes before it), or a
    // password change to make come first: the round waits for them.
    if (!audience || dialogRequested || (audience === 'member' && pendingPasswordChange())) {
      root.dataset.popupRound = `waiting-${audience ?? 'member'}`;
      return;
    }
    let live = true;
    // Checked again right before each popup: the visitor may have logged in meanwhile, or have a change pending.
    const stillFor = () =>
      live && audienceOf(session.getSnapshot()) === audience && !(audience === 'member' && pendingPasswordChange());
    root.dataset.popupRound = 'running';
    popupList
      .then(async (popup) => {
        const closed = closedPopups();
        const due = popup.filter((p) => popupShownTo(p.execution, audience) && !closed.has(p.id));
        // A popup opens with its text in place instead of growing (and jumping) once the sanitiser arrives.
        if (due.length > 0) await loadSanitizer();
        for (const p of due) {
          if (busy()) root.dataset.popupRound = `waiting-${audience}`;
          await noDialogOpen();
          if (!stillFor()) return;
          root.dataset.popupRound = 'running';
          if (shown.current.has(p.id)) continue;
          shown.current.add(p.id);
          const choice = await present(p);
          markPopupClosed(p.id);
          if (choice === 'promotion' && p.promotionId !== undefined) {
            openPromotion(p.promotionId);
            return;
          }
        }
      })
      .catch(() => undefined) // popups are extras: a failed read shows nothing rather than an error
      .finally(() => {
        if (live) root.dataset.popupRound = `done-${audience}`;
      });
    return () => {
      live = false;
    };
  }, [painted, audience, member, dialogRequested, held, popupList, session]);

  return null;
}
