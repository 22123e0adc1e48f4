import type { MemberKind } from '@/lib/session/member-kind';
import type { FlagMap } from './site-flags';

interface MenuEntryRule {
  requiresFlag?: string;
  roles?: readonly string[];
  requiresContract?: string;
}

/**
 * SPEC §6: some menu entries need a site flag, some a role (member, agent, trial), and the agent's salary and
 * dividend pages a signed contract of their kind (the consolidated call's info types; none known = hidden).
 */
export function visibleMenuEntries<T extends MenuEntryRule>(
  entries: readonly T[],
  flags: FlagMap,
  kind: MemberKind | null,
  signedContracts: ReadonlySet<string> = new Set(),
): T[] {
  return entries.filter(
    (entry) =>
      (!entry.requiresFlag || flags[entry.requiresFlag] === true) &&
      (!entry.roles || (kind !== null && entry.roles.includes(kind))) &&
      (!entry.requiresContract || signedContracts.has(entry.requiresContract)),
  );
}
