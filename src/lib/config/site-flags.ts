import type { WhitelabelNode } from '@/generated/api-types';

export type FlagMap = Readonly<Record<string, boolean>>;

/** The gateway sends its switches as a tree of nodes; the client only needs modId → on/off ('1' = on). */
export function flattenWhitelabel(
  nodes: readonly WhitelabelNode[],
  into: Record<string, boolean> = {},
): Record<string, boolean> {
  for (const node of nodes) {
    into[node.modId] = node.enabled === '1';
    flattenWhitelabel(node.childrenNodes ?? [], into);
  }
  return into;
}
