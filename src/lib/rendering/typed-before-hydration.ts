import { useEffect, useEffectEvent, type RefObject } from 'react';

/**
 * Keeps what was typed into a server-rendered text input before the page was hydrated. React would put the input back
 * to its state at the next render; this hands the typed text to `onChange` as the input mounts in the browser.
 */
export function useTypedBeforeHydration(
  input: RefObject<HTMLInputElement | null>,
  value: string,
  onChange: (text: string) => void,
): void {
  const adopt = useEffectEvent(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== value) onChange(typed);
  });
  useEffect(() => adopt(), []);
}
