// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissionList, MissionProgress } from '@/components/mission-progress/mission-progress';
import { LeaderboardTable } from './leaderboard-table';

interface Row {
  rank: number;
  name: string;
}

describe('leaderboard table', () => {
  it('lists the ranks and pins the member row in the footer, whatever its rank', () => {
    const rows: Row[] = [
      { rank: 1, name: 'ab***12' },
      { rank: 2, name: 'cd***34' },
    ];
    render(
      <LeaderboardTable
        label="Leaderboard"
        columns={[
          { header: 'Rank', cell: (r: Row) => r.rank, numeric: true },
          { header: 'Player', cell: (r: Row) => r.name },
        ]}
        rows={rows}
        getKey={(r) => r.rank}
        pinned={{ rank: 42, name: 'You (Demo)' }}
        pinnedLabel="Your position"
      />,
    );
    const table = screen.getByRole('table', { name: 'Leaderboard' });
    const [, ...body] = within(table).getAllByRole('row');
    expect(body.map((r) => r.textContent)).toEqual(['1ab***12', '2cd***34', '42You (Demo)']);
    expect(screen.getByRole('row', { name: 'Your position' })).toHaveProperty('parentElement.tagName', 'TFOOT');
  });
});

describe('mission progress', () => {
  it('names the bar by its target and caps the bar, not the figures, at the target', () => {
    render(
      <MissionList>
        <li>
          <MissionProgress label="Valid bet" value={250} max={100} figures="₱ 250.00 / ₱ 100.00" done />
        </li>
      </MissionList>,
    );
    const bar = screen.getByRole('progressbar', { name: 'Valid bet' });
    expect(bar).toHaveProperty('value', 100);
    expect(screen.getByText('₱ 250.00 / ₱ 100.00')).toBeTruthy();
  });
});
