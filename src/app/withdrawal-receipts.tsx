import { WithdrawalReceipts } from '@/features/member/withdrawal-receipt-watch';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

/** Payouts waiting for the signed-in member's receipt, asked after every login and every page load. */
export function WithdrawalReceiptsMount() {
  const { session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  // Agents and trial accounts get no dock.
  if (!member || kind === 'trial' || member.type >= 40) return null;
  return <WithdrawalReceipts />;
}
