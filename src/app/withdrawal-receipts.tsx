import { lazy, Suspense } from 'react';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

// The receipt check loads only once a real member is signed in.
const Receipts = lazy(() =>
  import('@/features/member/withdrawal-receipt-watch').then((m) => ({ default: m.WithdrawalReceipts })),
);

/** Payouts waiting for the signed-in member's receipt, asked after every login and every page load. */
export function WithdrawalReceiptsMount() {
  const { session } = useServices();
  const { member, kind } = useSessionSnapshot(session);
  if (!member || kind === 'trial' || member.type >= 40) return null;
  return (
    <Suspense fallback={null}>
      <Receipts />
    </Suspense>
  );
}
