/**
 * "Money moved": a transfer, deposit or withdrawal changed a balance. The header balance (outside the query cache,
 * to keep the query library off the home page) and any page that shows money listen, so every figure refreshes at
 * once without a reload.
 */
const EVENT = 'money:moved';

export function announceMoneyMoved(): void {
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `listener` after each movement; returns the unsubscribe. */
export function onMoneyMoved(listener: () => void): () => void {
  window.addEventListener(EVENT, listener);
  return () => window.removeEventListener(EVENT, listener);
}
