import type { MemberKind } from '@/lib/session/member-kind';
import type { FlagMap } from './site-flags';

interface MenuEntryRule {
  requiresFlag?: string;
  roles?: readonly string[];
  requiresState?: 'hasVip' | 'referralEnabled';
}

/** What the member's public state (member info) says about entries that depend on it. */
export interface MenuMemberState {
  hasVip?: boolean;
  referralEnabled?: boolean;
}

/** SPEC §6: some menu entries need a site flag, some a role (member, agent, trial), some the member's state. */
export function visibleMenuEntries<T extends MenuEntryRule>(
  entries: readonly T[],
  flags: FlagMap,
  kind: MemberKind | null,
  state: MenuMemberState = {},
): T[] {
  return entries.filter(
    (entry) =>
      (!entry.requiresFlag || flags[entry.requiresFlag] === true) &&
      (!entry.roles || (kind !== null && entry.roles.includes(kind))) &&
      (!entry.requiresState || state[entry.requiresState] === true),
  );
}
