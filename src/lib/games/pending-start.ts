import type { StartTarget } from './game-start';

type Listener = () => void;

interface Pending<T> {
  target: T;
  /** The page (path and query) the visitor pressed Play on. */
  from: string;
  /** Set once the login succeeded: only then may the game start. */
  ready: boolean;
}

/**
 * The game a visitor pressed Play on before logging in (SPEC §4: starting a game while logged out opens the login).
 * Held while the login dialog is up, released by a successful login, dropped when the visitor gives up; the page it
 * was chosen on takes it once and starts it.
 */
export function createPendingStart<T extends StartTarget = StartTarget>() {
  let pending: Pending<T> | null = null;
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((l) => l());
  return {
    hold(target: T, from: string): void {
      pending = { target, from, ready: false };
    },
    /** The login succeeded: the held game may start on its page. */
    release(): void {
      if (!pending || pending.ready) return;
      pending = { ...pending, ready: true };
      emit();
    },
    /** The visitor closed the login, or the login went elsewhere (free play, a forced password change). */
    drop(): void {
      pending = null;
    },
    /** The released game chosen on `page`, once: whoever takes it starts it. */
    take(page: string): T | null {
      if (!pending?.ready || pending.from !== page) return null;
      const { target } = pending;
      pending = null;
      return target;
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

export type PendingStart<T extends StartTarget = StartTarget> = ReturnType<typeof createPendingStart<T>>;

/** The app's one pending start. */
export const pendingStart = createPendingStart<StartTarget & { displayName?: string }>();
