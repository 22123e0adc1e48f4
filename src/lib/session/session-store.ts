import type { MemberInfo } from '@/generated/api-types';
import { sessionToken } from '@/lib/gateway/session-store';
import { memberKind, type MemberKind } from './member-kind';
import { useClientStore } from '@/lib/rendering/hydration';

export interface SessionSnapshot {
  member: MemberInfo | null;
  kind: MemberKind | null;
  /** A token is held (member info may still be loading). */
  hasToken: boolean;
  /**
   * The server's render and the browser's hydration of it: the token lives in sessionStorage only, so the server
   * cannot know whether there is one, and the page first shows what it rendered (signed out, nothing guarded).
   */
  unknown?: true;
}

/** What the server renders with, and the hydrating page with it; the real snapshot follows right after hydration. */
export const UNKNOWN_SESSION: SessionSnapshot = { member: null, kind: null, hasToken: false, unknown: true };
const unknownSession = () => UNKNOWN_SESSION;

type Listener = () => void;

/** The logged-in state shared by every screen: who is logged in, and as what kind of account. */
export function createSessionStore() {
  const listeners = new Set<Listener>();
  let snapshot: SessionSnapshot = { member: null, kind: null, hasToken: sessionToken.get() !== null };
  const emit = (next: SessionSnapshot) => {
    snapshot = next;
    listeners.forEach((l) => l());
  };
  return {
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => snapshot,
    /** After login: the token goes to sessionStorage only. */
    signIn(token: string) {
      sessionToken.set(token);
      emit({ ...snapshot, hasToken: true });
    },
    setMember(member: MemberInfo) {
      emit({ member, kind: memberKind(member.type), hasToken: sessionToken.get() !== null });
    },
    /** Logout or a session-ending error: sessionStorage is cleared whole (SPEC §4). */
    clear() {
      try {
        sessionStorage.clear();
      } catch {
        // nothing stored
      }
      emit({ member: null, kind: null, hasToken: false });
    },
  };
}

export type SessionStore = ReturnType<typeof createSessionStore>;

/** Who it is is not known yet: on the server and while its page hydrates, or with a token before the member's info. */
export const sessionPending = ({ unknown, hasToken, member }: SessionSnapshot): boolean =>
  unknown === true || (hasToken && !member);

export function useSessionSnapshot(store: SessionStore): SessionSnapshot {
  return useClientStore(store.subscribe, store.getSnapshot, unknownSession);
}
