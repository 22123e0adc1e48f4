import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState } from 'react';
import { withWords } from '@/lib/i18n/i18n';
import { RECEIPTS_ASK_AGAIN } from '@/lib/push/push-signals';
import { QueryProvider } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { receiptsQuery } from './withdraw-queries';

/** Hidden with "Later" until the next login (the gateway keeps the payout; the page asks again after a login). */
const LATER_KEY = 'receipts.later';

// The dock's code and the money words load only when a payout waits for the receipt: most page loads have none.
const ReceiptDock = lazy(() =>
  withWords(import('./withdrawal-receipt-dialog'), 'money').then((m) => ({ default: m.ReceiptDock })),
);

/**
 * Payouts waiting for the member's receipt (MCSFE_getPaymentConfirmationList), one at a time. The gateway holds them,
 * so a reload asks again and shows the same one.
 */
export function WithdrawalReceipts() {
  return (
    <QueryProvider>
      <Watch />
    </QueryProvider>
  );
}

function Watch() {
  const { gateway } = useServices();
  const list = useQuery(receiptsQuery(gateway));
  const [later, setLater] = useState(() => sessionStorage.getItem(LATER_KEY) === '1');
  const { refetch } = list;
  // A pushed payment confirmation: a payout waits for the receipt now, so the dock asks again.
  useEffect(() => {
    const again = () => {
      sessionStorage.removeItem(LATER_KEY);
      setLater(false);
      void refetch();
    };
    window.addEventListener(RECEIPTS_ASK_AGAIN, again);
    return () => window.removeEventListener(RECEIPTS_ASK_AGAIN, again);
  }, [refetch]);
  if (!list.data?.length || later) return null;
  return (
    <Suspense fallback={null}>
      <ReceiptDock
        receipts={list.data}
        onLater={() => {
          sessionStorage.setItem(LATER_KEY, '1');
          setLater(true);
        }}
      />
    </Suspense>
  );
}
