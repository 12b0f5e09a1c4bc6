import { describe, expect, it } from 'vitest';
import { coupOdds, oddsText } from './odds.js';
import rates from './rates.json' with { type: 'json' };

describe("the case file's odds", () => {
  it('says "etwa in 1 von N Versuchen" for a rarer coup', () => {
    expect(oddsText({ attempts: 84, successes: 6 })).toBe(
      'Computer-Banden schaffen ihn etwa in 1 von 14 Versuchen.',
    );
    expect(oddsText({ attempts: 84, successes: 49 })).toBe(
      'Computer-Banden schaffen ihn etwa in 1 von 2 Versuchen.',
    );
  });
  it('says "meistens" from two in three on, where "1 von 1" would read oddly', () => {
    expect(oddsText({ attempts: 84, successes: 81 })).toBe(
      'Computer-Banden schaffen ihn meistens (81 von 84 Versuchen).',
    );
    expect(oddsText({ attempts: 3, successes: 2 })).toContain('meistens');
  });
  it('says so when the crews never made it', () => {
    expect(oddsText({ attempts: 84, successes: 0 })).toBe(
      'Computer-Banden haben ihn im Test nie geschafft (0 von 84 Versuchen).',
    );
  });
  it('serves every coup of the normal crews from the data file, in order', () => {
    const odds = coupOdds();
    expect(odds.map((o) => o.coup)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const stored: Record<string, { attempts: number; successes: number }> = rates.crews.normal;
    for (const o of odds)
      expect([o.attempts, o.successes]).toEqual([stored[o.coup]?.attempts, stored[o.coup]?.successes]);
  });
});
