// The tournament's parts in-process (the runner itself is not part of `npm test`: too slow).
import type { Level } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { bossAdapter } from './boss-adapter.js';
import { playJob } from './referee.js';
import { addDeal, emptyTally, report } from './report.js';
import { assignments } from './schedule.js';
import { meanCi, percentile, timeSummary } from './stats.js';

describe('tournament statistics', () => {
  it('mean, standard deviation and the 95 % interval', () => {
    const s = meanCi([1, 2, 3, 4, 5]);
    expect(s.mean).toBe(3);
    expect(s.sd).toBeCloseTo(1.58, 2);
    expect(s.ci95[0]).toBeCloseTo(3 - (1.96 * 1.5811) / Math.sqrt(5), 2);
  });

  it('nearest-rank percentiles', () => {
    const xs = Array.from({ length: 100 }, (_v, i) => i + 1);
    expect(percentile(xs, 50)).toBe(50);
    expect(percentile(xs, 95)).toBe(95);
    expect(timeSummary([3, 1, 2]).max).toBe(3);
  });

  it('seat assignments: the baseline, then the candidate in every seat once', () => {
    expect(assignments(3, 'strong', 'normal')).toEqual([
      ['normal', 'normal', 'normal'],
      ['strong', 'normal', 'normal'],
      ['normal', 'strong', 'normal'],
      ['normal', 'normal', 'strong'],
    ]);
  });
});

describe('the referee on Speedboss rounds', () => {
  const job = (seats: Level[], deal: number) => ({
    deal,
    seed: `t:${deal}`,
    players: seats.length,
    seats,
    extra: { round: 5 },
  });

  it('plays exactly the chosen round and scores it', () => {
    const r = playJob(bossAdapter, job(['easy', 'easy', 'easy'], 1));
    expect(r.points).toHaveLength(3);
    expect(r.seatStats.every((s) => s.bid !== undefined && s.bidHit !== undefined)).toBe(true);
    for (const [s, p] of r.points.entries()) {
      const st = r.seatStats[s] as Record<string, number>;
      expect(p).toBe(st.bidHit ? 20 + 10 * (st.tricks ?? 0) : -10 * Math.abs(st.overBy ?? 0));
    }
    expect(r.times.easy?.bid).toHaveLength(3);
    expect(r.times.easy?.play).toHaveLength(15);
  });

  it('a level against itself differs by exactly zero (same deals, same seeds)', () => {
    const tally = emptyTally();
    for (let deal = 0; deal < 3; deal++) {
      const jobs = assignments(4, 'easy', 'easy').map((seats) => playJob(bossAdapter, job(seats, deal)));
      addDeal(tally, { deal, jobs });
    }
    const out = report(
      { game: 'boss', a: 'easy', b: 'easy', players: 4, dealIs: '', requested: 3, seed: 't' },
      tally,
      {},
    );
    expect(out.deals).toBe(3);
    expect(out.meanDiffPerDeal).toBe(0);
    expect(out.sd).toBe(0);
  });
});
