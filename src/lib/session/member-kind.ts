/** SPEC §3: member types 1, 2, 41 and 42 are agents; type 4 is a trial account. */
const AGENT_TYPES: ReadonlySet<number> = new Set([1, 2, 41, 42]);
const TRIAL_TYPE = 4;

export type MemberKind = 'member' | 'agent' | 'trial';

export function memberKind(type: number): MemberKind {
  if (type === TRIAL_TYPE) return 'trial';
  return AGENT_TYPES.has(type) ? 'agent' : 'member';
}
