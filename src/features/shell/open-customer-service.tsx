import type { TFunction } from 'i18next';
import type { DialogsApi } from '@/components/dialog/dialog-host';
import type { CustomerServiceEntry } from '@/generated/api-types';
import { decryptCustomerServicePath } from '@/lib/customer-service/decrypt-path';
import { callApi } from '@/lib/gateway/api';
import type { GatewayClient } from '@/lib/gateway/client';
import { errorMessageKey } from '@/lib/gateway/error-messages';

/**
 * Fills the tab opened during the click (`popup`, or this page when the browser refused one) with the entry's
 * channel: live chat's URL from CBS_launchChat, another channel's (encrypted) path; a failure closes the tab and says
 * why. Loaded with the first click, not with the first screen.
 */
export async function openCustomerService(
  popup: Window | null,
  entry: CustomerServiceEntry,
  isChat: boolean,
  { gateway, dialogs, t }: { gateway: GatewayClient; dialogs: DialogsApi; t: TFunction },
): Promise<void> {
  try {
    const url = isChat ? (await callApi(gateway, 'chat.launch')).chatUrl : await decryptCustomerServicePath(entry.path);
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
  }
}
