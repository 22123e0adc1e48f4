import type { MemberKind } from '@/lib/session/member-kind';
import type { FlagMap } from './site-flags';

interface MenuEntryRule {
  requiresFlag?: string;
  roles?: readonly string[];
  requiresContract?: string;
  requiresState?: keyof MenuMemberState;
}

/** What the member's public state (member info) says about entries that depend on it. */
export interface MenuMemberState {
  hasVip?: boolean;
  referralEnabled?: boolean;
  /** The member may transfer to its upline (member info's toUpline). */
  toUpline?: boolean;
}

/** What the member's account says about the entries that depend on it. */
export interface MenuContext {
  /** The member's public state (member info). */
  state?: MenuMemberState;
  /** The agent's signed contract kinds (the consolidated call's info types; none known = hidden). */
  signedContracts?: ReadonlySet<string>;
}

/**
 * SPEC §6: some menu entries need a site flag, some a role (member, agent, trial), some the member's state, and the
 * agent's salary and dividend pages a signed contract of their kind.
 */
export function visibleMenuEntries<T extends MenuEntryRule>(
  entries: readonly T[],
  flags: FlagMap,
  kind: MemberKind | null,
  { state = {}, signedContracts = new Set() }: MenuContext = {},
): T[] {
  return entries.filter(
    (entry) =>
      (!entry.requiresFlag || flags[entry.requiresFlag] === true) &&
      (!entry.roles || (kind !== null && entry.roles.includes(kind))) &&
      (!entry.requiresContract || signedContracts.has(entry.requiresContract)) &&
      (!entry.requiresState || state[entry.requiresState] === true),
  );
}

/** The label of the menu entry for `path` (a centre page's title), if the menu has one. */
export function pageTitle(items: readonly { route: string; label: string }[], path: string): string | undefined {
  const here = path.replace(/\/+$/, '').toLowerCase();
  return items.find((item) => item.route.toLowerCase() === here)?.label;
}
