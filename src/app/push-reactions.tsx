import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useDialogs } from '@/components/dialog/dialog-host';
import { showToast, clearToasts, ToastHost } from '@/components/toast/toast-host';
import type { PushEvent } from '@/generated/api-types';
import { BadgeFeed } from '@/lib/badges/badge-feed';
import { refreshBadges } from '@/lib/badges/badge-sources';
import { useBadgeCount } from '@/lib/badges/badge-store';
import { formatMoney } from '@/lib/format-money';
import { callApi } from '@/lib/gateway/api';
import { bcp47, type PlatformLanguage } from '@/lib/i18n/languages';
import { MONEY_QUERY_KEY } from '@/lib/money/money-query-key';
import { pushChannelMachine } from '@/lib/push/push-channel.machine';
import { askReceiptsAgain, pushUrl } from '@/lib/push/push-signals';
import { queryClient } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { refreshBalance } from '@/lib/wallet/balance-query';
import { MESSAGES_KEY } from '@/features/messages/message-queries';

/** How often counts are read while the push channel is down (chosen here). */
export const POLL_MS = 15_000;

/**
 * The signed-in account's push channel (GATEWAY-CALLS-SEEN §0) and what the site does with each event: counts and
 * badges refresh, a new mail shows a toast with its subject, deposit and withdrawal results are shown, a payment
 * confirmation opens the withdrawal-receipt dialog. While the channel is down the counts are polled, and a rise of
 * the unread count toasts the newest unread mail (as the platform's own client does).
 */
export function PushReactions({ token, member }: { token: string; member: boolean }) {
  const { gateway } = useServices();
  const { t, i18n } = useTranslation('push');
  const dialogs = useDialogs();
  const actor = useActorRef(pushChannelMachine, { input: { url: pushUrl(), token } });
  const polling = useSelector(actor, (s) => s.hasTag('polling'));
  const live = useSelector(actor, (s) => s.matches({ online: 'live' }));
  const locale = bcp47(i18n.language as PlatformLanguage);

  const react = useRef<(e: PushEvent) => void>(() => undefined);
  react.current = (event) => {
    const amount = typeof event.data?.amount === 'number' ? formatMoney(event.data.amount, locale) : '';
    const money = () => {
      void refreshBalance();
      void queryClient.invalidateQueries({ queryKey: [MONEY_QUERY_KEY] });
    };
    switch (event.type) {
      case 'INBOX':
        void refreshBadges();
        void queryClient.invalidateQueries({ queryKey: MESSAGES_KEY });
        if (event.title) showToast({ title: t('newMail'), text: event.title });
        else void toastNewestUnread();
        return;
      case 'DEPOSIT':
      case 'WITHDRAW': {
        money();
        const ok = event.data?.success !== false;
        const kind = event.type === 'DEPOSIT' ? 'deposit' : 'withdraw';
        showToast({
          title: t(`${kind}${ok ? 'Success' : 'Failed'}`),
          text: [amount, event.data?.remarks].filter(Boolean).join(' · ') || undefined,
          tone: ok ? 'success' : 'error',
        });
        return;
      }
      case 'PAYMENT_CONFIRMATION':
        money();
        askReceiptsAgain();
        return;
      case 'PROMOTION_CLAIM':
      case 'MANUAL_PROMO':
        money();
        void refreshBadges();
        showToast({ title: event.title || t('promotion'), text: event.message, tone: 'success' });
        return;
      case 'ONLINE_MSG':
        if (event.popup)
          void dialogs.show({
            title: event.title || t('notice'),
            html: event.message ?? '',
            buttons: [{ label: t('close'), value: 'close', primary: true }],
          });
        else showToast({ title: event.title || t('notice'), text: event.message });
        return;
      case 'AGENT_SALARY':
        // Contract pay settles every 5 minutes for real-time salary: the balance refreshes without a toast each time.
        money();
        return;
      case 'AGENT_TRANSFER_AGENT_TO_DOWNLINE':
      case 'AGENT_TRANSFER_DOWNLINE_TO_AGENT':
        money();
        showToast({
          title: t(event.type === 'AGENT_TRANSFER_AGENT_TO_DOWNLINE' ? 'toDownline' : 'toUpline'),
          text: t('transferText', {
            amount,
            sender: event.data?.sender ?? '',
            receiver: event.data?.receiver ?? '',
          }),
          tone: 'success',
        });
        return;
    }
  };

  /** CSP_getInbox page 1, size 1, unread, last 7 days: the subject for the toast. */
  const toastNewestUnread = async () => {
    const now = Date.now();
    const newest = await callApi(gateway, 'messages.inbox', {
      query: { page: 1, size: 1, sort: 'sendTime:desc', read: false, startTime: now - 7 * 86_400_000, endTime: now },
    }).catch(() => undefined);
    const mail = newest?.content[0];
    if (mail) showToast({ title: t('newMail'), text: mail.subject });
  };

  useEffect(() => {
    const sub = actor.on('push', ({ event }) => react.current(event));
    return () => sub.unsubscribe();
  }, [actor]);

  // Polling: a rise of the unread count is new mail.
  const unread = useBadgeCount('messages');
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = unread;
    if (polling && before !== undefined && unread !== undefined && unread > before) void toastNewestUnread();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the count matters
  }, [unread]);

  useEffect(() => clearToasts, []);

  return (
    <>
      {/* data-push tells a test (or an operator) whether the channel is live, without guessing a time. */}
      <span hidden data-push-channel={live ? 'live' : polling ? 'polling' : 'connecting'} />
      <BadgeFeed pollMs={polling ? POLL_MS : undefined} member={member} />
      <ToastHost label={t('notifications')} closeLabel={t('close')} />
    </>
  );
}
