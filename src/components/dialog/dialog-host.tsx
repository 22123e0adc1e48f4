import { createContext, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from 'react';
import { Dialog, type DialogProps } from './dialog';

export interface DialogRequest extends Omit<DialogProps, 'onClose' | 'buttons'> {
  buttons?: { label: string; value: string; primary?: boolean }[];
}

export interface DialogsApi {
  /** Shows a dialog on top of any open one; resolves with the chosen button's value, or null when dismissed. */
  show(request: DialogRequest): Promise<string | null>;
  closeAll(): void;
}

const DialogsContext = createContext<DialogsApi | null>(null);

interface Entry {
  id: number;
  request: DialogRequest;
  resolve: (value: string | null) => void;
}

export function DialogHost({ children }: { children: ReactNode }) {
  const [stack, setStack] = useState<Entry[]>([]);
  const nextId = useRef(1);

  const settle = useCallback((id: number, value: string | null) => {
    setStack((entries) => {
      entries.find((e) => e.id === id)?.resolve(value);
      return entries.filter((e) => e.id !== id);
    });
  }, []);

  const api = useMemo<DialogsApi>(
    () => ({
      show: (request) =>
        new Promise((resolve) => setStack((entries) => [...entries, { id: nextId.current++, request, resolve }])),
      closeAll: () =>
        setStack((entries) => {
          entries.forEach((e) => e.resolve(null));
          return [];
        }),
    }),
    [],
  );

  return (
    <DialogsContext value={api}>
      {children}
      {stack.map(({ id, request }) => (
        <Dialog
          key={id}
          {...request}
          onClose={() => settle(id, null)}
          buttons={request.buttons?.map((b) => ({
            label: b.label,
            primary: b.primary,
            onClick: () => settle(id, b.value),
          }))}
        />
      ))}
    </DialogsContext>
  );
}

export function useDialogs(): DialogsApi {
  const api = useContext(DialogsContext);
  if (!api) throw new Error('useDialogs() outside <DialogHost>');
  return api;
}
