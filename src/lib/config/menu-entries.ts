import type { MemberKind } from '@/lib/session/member-kind';
import type { FlagMap } from './site-flags';

interface MenuEntryRule {
  requiresFlag?: string;
  roles?: readonly string[];
}

/** SPEC §6: some menu entries need a site flag, some a role (member, agent, trial). */
export function visibleMenuEntries<T extends MenuEntryRule>(
  entries: readonly T[],
  flags: FlagMap,
  kind: MemberKind | null,
): T[] {
  return entries.filter(
    (entry) =>
      (!entry.requiresFlag || flags[entry.requiresFlag] === true) &&
      (!entry.roles || (kind !== null && entry.roles.includes(kind))),
  );
}
