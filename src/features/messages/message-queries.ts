import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { errorMessageKey } from '@/lib/gateway/error-messages';
import { GatewayError } from '@/lib/gateway/gateway-error';

/** Every inbox page sits under this key: a read, a delete or a new mail refreshes them all. */
export const MESSAGES_KEY = ['messages'] as const;
export const INBOX_PAGE_SIZE = 10;
/** The inbox shows the last 30 days (GATEWAY-CALLS-SEEN §13, MC messageV2). */
const WINDOW_MS = 30 * 86_400_000;

export const inboxQuery = (gateway: GatewayClient, page: number, language: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'inbox', page, language],
    queryFn: ({ signal }) => {
      const now = Date.now();
      return callApi(gateway, 'messages.inbox', {
        query: {
          page,
          size: INBOX_PAGE_SIZE,
          sort: 'sendTime:desc',
          startTime: now - WINDOW_MS,
          endTime: now,
          language,
        },
        signal,
      });
    },
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export const recipientTypesQuery = (gateway: GatewayClient) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'recipientTypes'],
    queryFn: ({ signal }) => callApi(gateway, 'messages.recipientTypes', { signal }),
  });

/** Mail refusals (inbox dictionary, `errors.*`), else the shared message. */
const MAIL_ERRORS: Record<string, string> = {
  mail_not_found: 'notFound',
  mail_recipient_required: 'recipientRequired',
  mail_recipient_not_downline: 'notDownline',
  mail_recipient_type_unavailable: 'typeUnavailable',
};

/** The translation key (with its namespace) for a failed mail call. */
export function mailErrorKey(error: unknown): string {
  const code = error instanceof GatewayError ? error.code : undefined;
  const own = code ? MAIL_ERRORS[code] : undefined;
  return own ? `inbox:errors.${own}` : `common:${errorMessageKey(error)}`;
}

/** How many of the team the downline picker lists at once. */
export const PICKER_SIZE = 20;

/**
 * The compose-to-downline picker's list (ODSFE2_subordinateSimple): the direct downlines, or, with a name typed, the
 * whole team's accounts containing it. The gateway puts the agent itself first; the picker leaves it out.
 */
export const downlinePickerQuery = (gateway: GatewayClient, name: string) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'downlines', name],
    queryFn: ({ signal }) =>
      callApi(gateway, 'team.subordinateSimple', {
        query: name
          ? { subordinateType: 'SELF', subordinateName: name, page: 1, size: PICKER_SIZE }
          : { subordinateType: 'DIRECT', page: 1, size: PICKER_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
