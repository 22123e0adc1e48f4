import { describe, expect, it } from 'vitest';
import { sortPicks } from './image-picks';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('sortPicks', () => {
  it('keeps png and jpg up to 5 MB and 3 in all, and says why each other file is refused', () => {
    const r = sortPicks(
      [
        file('a.png', 'image/png'),
        file('b.gif', 'image/gif'),
        file('c.jpg', 'image/jpeg', 6 * 1024 * 1024),
        file('d.jpeg', 'image/jpeg', 5 * 1024 * 1024),
        file('e.png', 'image/png'),
      ],
      1,
    );
    expect(r.accepted).toEqual([0, 3]);
    expect(r.refused).toEqual([
      { name: 'b.gif', problem: 'type' },
      { name: 'c.jpg', problem: 'size' },
      { name: 'e.png', problem: 'count' },
    ]);
  });

  it('refuses a file whose name and type disagree', () => {
    expect(sortPicks([file('x.gif', 'image/png')], 0).refused).toEqual([{ name: 'x.gif', problem: 'type' }]);
  });
});
