import { useClientStore } from '@/lib/rendering/hydration';

const HIDDEN_KEY = 'balanceHidden';
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const read = () => localStorage.getItem(HIDDEN_KEY) === '1';

/**
 * Whether the member hid their balance (remembered). One store, because a phone shows the balance twice: its amount
 * in the header row and its hide and refresh buttons in the account menu, which must agree.
 */
export function useBalanceHidden(): [hidden: boolean, toggle: () => void] {
  const hidden = useClientStore(subscribe, read, () => false);
  const toggle = () => {
    localStorage.setItem(HIDDEN_KEY, hidden ? '0' : '1');
    for (const listener of listeners) listener();
  };
  return [hidden, toggle];
}
