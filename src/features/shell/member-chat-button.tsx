import { useQuery } from '@tanstack/react-query';
import { cloneElement, useId, type ReactElement, type ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { CountBadge } from '@/components/count-badge/count-badge';
import { refreshBadges } from '@/lib/badges/badge-sources';
import { useBadgeCount } from '@/lib/badges/badge-store';
import { chatPermissionQuery } from '@/lib/customer-service/chat-permission';
import { loadNamespace } from '@/lib/i18n/i18n';
import { queryClient } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement>;

// Its words (later) start loading with its code.
void loadNamespace('later');

/**
 * A signed-in member's live-chat entry, made from the visitor's `button`: the chat's own unread messages as a badge
 * (CBS_unreadCount, not the inbox's), and, when the account may not chat (CBS_groupPermission), the entry disabled
 * with the reason beside it. Until the permission is known (or if it cannot be read) the entry works, and the gateway
 * answers the chat as it decides. (A chunk of its own: a visitor's first screen carries none of it.)
 */
export default function MemberChatButton({ button }: { button: ReactElement<ButtonProps> }) {
  const { t } = useTranslation(['common', 'later']);
  const { gateway, session } = useServices();
  const account = useSessionSnapshot(session).member?.account ?? '';
  const reason = useId();
  const permission = useQuery(chatPermissionQuery(gateway, account), queryClient);
  const unread = useBadgeCount('chat');
  const denied = permission.data?.hasPermission === false;
  const { onClick, disabled, children } = button.props;
  return (
    <>
      {cloneElement(button, {
        // Opening the chat reads its messages: once it is open (the entry's handler returns the opening's promise),
        // the badge asks the gateway again.
        onClick: (event) => void Promise.resolve(onClick?.(event)).then(refreshBadges),
        disabled: disabled || denied,
        'aria-describedby': denied ? reason : undefined,
        children: (
          <>
            {children}
            {!denied && <CountBadge count={unread} label={t('chat.unread', { count: unread ?? 0 })} />}
          </>
        ),
      })}
      {denied && (
        <p id={reason} role="note">
          {t('chat.denied')}
        </p>
      )}
    </>
  );
}
