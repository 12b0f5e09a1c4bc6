// A short smoke of the duplicate runner on Speedhokus and Speedcruise (the real tournaments are
// run by hand: docs/ai.md). One deal each, the baseline and the candidate in every seat.
import { describe, expect, it } from 'vitest';
import { ADAPTERS } from './adapters.js';
import { playJob } from './referee.js';
import { addDeal, emptyTally, report } from './report.js';
import { assignments } from './schedule.js';

describe('duplicate tournament smoke', () => {
  it('Speedhokus: one show per seat assignment, laurels scored, a level against itself differs by 0', () => {
    const adapter = ADAPTERS.hokus;
    const jobs = assignments(3, 'strong', 'easy').map((seats) =>
      playJob(adapter, { deal: 0, seed: 'smoke-hokus', players: 3, seats, extra: {} }),
    );
    expect(jobs).toHaveLength(4);
    for (const j of jobs) {
      expect(j.points).toHaveLength(3);
      expect(Math.max(...j.points)).toBeLessThanOrEqual(2);
    }
    const same = assignments(3, 'normal', 'normal').map((seats) =>
      playJob(adapter, { deal: 1, seed: 'smoke-hokus', players: 3, seats, extra: {} }),
    );
    const tally = emptyTally();
    addDeal(tally, { deal: 1, jobs: same });
    const out = report(
      { game: 'hokus', a: 'normal', b: 'normal', players: 3, dealIs: '', requested: 1, seed: 's' },
      tally,
      {},
    );
    expect(out.meanDiffPerDeal).toBe(0);
  });

  it('Speedcruise: a classic two-player cruise per seat assignment, final points scored', () => {
    const adapter = ADAPTERS.cruise;
    const jobs = assignments(2, 'normal', 'easy').map((seats) =>
      playJob(adapter, { deal: 0, seed: 'smoke-cruise', players: 2, seats, extra: { mode: 'classic' } }),
    );
    expect(jobs).toHaveLength(3);
    for (const j of jobs) expect(j.points).toHaveLength(2);
    expect(jobs[1]?.times.normal?.seat?.length).toBeGreaterThan(0);
  });
});
