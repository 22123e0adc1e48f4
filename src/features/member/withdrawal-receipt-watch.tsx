import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useState } from 'react';
import type { ReceiptListValue } from '@/generated/api-types';
import { withWords } from '@/lib/i18n/i18n';
import { RECEIPTS_ASK_AGAIN } from '@/lib/push/push-signals';
import type { GatewayClient } from '@/lib/gateway/client';
import { QueryProvider, queryClient } from '@/lib/query-client';
import { useServices } from '@/lib/services';
import { RECEIPT_LATER_KEY as LATER_KEY } from './receipt-later';
import { receiptsQuery } from './withdraw-queries';

const NONE: ReceiptListValue = [];

// The dock's code and the money words load only when a payout waits for the receipt: most page loads have none.
// Loaded (by prefetchReceipts), the dock renders at once: a lazy component would show its place empty first, and React
// holds back what a suspended place shows.
let loaded: typeof import('./withdrawal-receipt-dialog') | undefined;
const loadDock = () => withWords(import('./withdrawal-receipt-dialog'), 'member').then((m) => (loaded = m));
const LazyDock = lazy(() => loadDock().then((m) => ({ default: m.ReceiptDock })));

/**
 * A signed-in page load asks for the payouts waiting for a receipt beside the boot calls (the member's type is not
 * known yet: the platform's own front end asks for agents too) and, when one waits and "Later" was not chosen, for
 * the dock's code and words, instead of each after the one before: the dock shows with the page. (Its currency is
 * the header balance's.)
 */
export function prefetchReceipts(gateway: GatewayClient): void {
  queryClient.fetchQuery(receiptsQuery(gateway)).then(
    (list) => {
      if (list.length && sessionStorage.getItem(LATER_KEY) !== '1') loadDock().catch(() => undefined);
    },
    () => undefined,
  );
}

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
  // In a pass of its own after the page's: with the answer in hand at start (prefetchReceipts) the dock would
  // otherwise lengthen the page's first render into a long task.
  const receipts = useDeferredValue(list.data ?? NONE, NONE);
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
  if (!receipts.length || later) return null;
  return (
    <Dock
      receipts={receipts}
      onLater={() => {
        sessionStorage.setItem(LATER_KEY, '1');
        setLater(true);
      }}
    />
  );
}

/** The dock, at once when its code is in hand; chosen once, so a refetch never remounts it (and its dialog state). */
function Dock(props: { receipts: ReceiptListValue; onLater: () => void }) {
  const [ReceiptDock] = useState(() => loaded?.ReceiptDock ?? LazyDock);
  return (
    <Suspense fallback={null}>
      <ReceiptDock {...props} />
    </Suspense>
  );
}
