// Three "leicht" computers play whole short matches (to 500) through the engine, in-process: the
// matches end (someone reaches the target) within a bounded number of games, and every action the
// computers choose is legal.
import { engine, type KrakauAction, type KrakauState } from '@spielcenter/krakau';
import { canonicalJson } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';

function playMatch(seed: string, players: number): KrakauState {
  let s = engine.setup(engine.parseConfig({ players, target: 500 }), seed);
  for (let k = 0; engine.outcome(s) === null; k++) {
    if (k > 6000) throw new Error(`match ${seed} did not end within 6000 decisions`);
    const seat = engine.toAct(s)[0] as number;
    const legal = engine.legalActions(s, seat);
    const d = makeDecision({ level: 'easy', seat, view: engine.view(s, seat), legal, seed: `${seed}:${k}` });
    const { action } = decide('krakau', 'easy', d);
    expect(legal.map(canonicalJson)).toContain(canonicalJson(action));
    s = engine.apply(s, seat, action as KrakauAction).state;
  }
  return s;
}

describe('Speedkrakau leicht', () => {
  it('three easy computers finish short matches to 500 in a bounded number of games', () => {
    for (let m = 0; m < 4; m++) {
      const end = playMatch(`easy-match-${m}`, 3);
      expect(end.winner).not.toBeNull();
      expect(Math.max(...end.scores)).toBeGreaterThanOrEqual(500);
      expect(end.history.length).toBeLessThan(150);
      // They play the game: declarers make some of their games, not all fail.
      expect(end.history.some((g) => g.made)).toBe(true);
    }
  });

  it('finishes matches with two and four players too', () => {
    for (const players of [2, 4]) {
      const end = playMatch(`easy-${players}`, players);
      expect(end.winner).not.toBeNull();
      expect(end.history.length).toBeLessThan(150);
    }
  });
});
