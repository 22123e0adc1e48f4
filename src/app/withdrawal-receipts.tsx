import { lazy, Suspense } from 'react';
import { loadNamespace } from '@/lib/i18n/i18n';
import { useServices } from '@/lib/services';
import { useSessionSnapshot } from '@/lib/session/session-store';

// The receipt code and the money words load only once a real member is signed in.
const Receipts = lazy(() =>
  Promise.all([
    import('@/features/member/withdrawal-receipt-dialog'),
    loadNamespace('money').catch(() => undefined),
  ]).then(([m]) => ({ default: m.WithdrawalReceipts })),
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
