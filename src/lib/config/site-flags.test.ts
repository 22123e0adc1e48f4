import { describe, expect, it } from 'vitest';
import { flattenWhitelabel } from './site-flags';

describe('whitelabel flags', () => {
  it('flatten the node tree into modId → on, with "1" meaning on', () => {
    const flags = flattenWhitelabel([
      { modId: 'FREEPLAY3', enabled: '1', childrenNodes: [] },
      { modId: 'REG', enabled: '1', childrenNodes: [{ modId: 'MOBILENUMREG3', enabled: '0', childrenNodes: [] }] },
    ]);
    expect(flags).toEqual({ FREEPLAY3: true, REG: true, MOBILENUMREG3: false });
  });
});
