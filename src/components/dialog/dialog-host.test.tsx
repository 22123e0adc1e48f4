// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Dialog } from './dialog';
import { DialogHost, useDialogs } from './dialog-host';

beforeAll(() => {
  // jsdom has <dialog> but not its modal methods.
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute('open', '');
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.removeAttribute('open');
  };
});

afterEach(cleanup);

let api: ReturnType<typeof useDialogs>;
function Capture() {
  api = useDialogs();
  return null;
}

describe('dialogs', () => {
  it('stack on top of each other, each resolving with its own answer, and unlock scroll when the last closes', async () => {
    render(
      <DialogHost>
        <Capture />
      </DialogHost>,
    );
    let first!: Promise<string | null>;
    let second!: Promise<string | null>;
    act(() => {
      first = api.show({ title: 'First', buttons: [{ label: 'OK', value: 'ok-1' }] });
    });
    act(() => {
      second = api.show({ title: 'Second', buttons: [{ label: 'Yes', value: 'yes' }] });
    });
    expect(screen.getAllByRole('dialog', { hidden: true }).map((d) => d.querySelector('h2')?.textContent)).toEqual([
      'First',
      'Second',
    ]);
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'Yes', hidden: true }));
    await expect(second).resolves.toBe('yes');
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.click(screen.getByRole('button', { name: 'OK', hidden: true }));
    await expect(first).resolves.toBe('ok-1');
    expect(document.body.style.overflow).toBe('');
  });

  it('closes by itself after its timeout', () => {
    vi.useFakeTimers();
    const onClose = vi.fn();
    render(<Dialog title="Saved" onClose={onClose} timeoutMs={3000} />);
    act(() => vi.advanceTimersByTime(2999));
    expect(onClose).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it('closes on a click on the backdrop, but not on the second click of a double click', () => {
    const onClose = vi.fn();
    render(<Dialog title="Redeem" onClose={onClose} />);
    const dialog = screen.getByRole('dialog', { hidden: true });
    // A double-clicked submit whose first click replaced the form with its result: the second lands on the backdrop.
    fireEvent.click(dialog, { detail: 2 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, { detail: 1 });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('does not close on an outside click when told not to', () => {
    const onClose = vi.fn();
    render(<Dialog title="Important" onClose={onClose} closeOnOutsideClick={false} />);
    fireEvent.click(screen.getByRole('dialog', { hidden: true }));
    expect(onClose).not.toHaveBeenCalled();
  });
});
