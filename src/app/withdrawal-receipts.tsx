import { useLayoutEffect } from 'react';
import { dropReceiptPreview } from '@/features/member/receipt-preview-handover';
import { WithdrawalReceipts } from '@/features/member/withdrawal-receipt-watch';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

/** Payouts waiting for the signed-in member's receipt, asked after every login and every page load. */
export function WithdrawalReceiptsMount() {
  const { session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  const none = !!member && (kind === 'trial' || member.type >= 40);
  // Agents and trial accounts get no dock: the page's painted preview of one (receipt-preview.ts) goes.
  useLayoutEffect(() => {
    if (none) dropReceiptPreview();
  }, [none]);
  if (!member || none) return null;
  return <WithdrawalReceipts />;
}
