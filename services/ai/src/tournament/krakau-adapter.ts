/**
 * Speedkrakau deals are short matches to 500 (kurze Partie): the same shuffles for every seat
 * assignment (the match seed), scored by the final match scores. Per seat the report adds the
 * match won, how often it declared, the share of its games made, its Bombas and marriages.
 */
import { engine, type KrakauState } from '@spielcenter/krakau';
import type { GameAdapter } from './adapter.js';

export const krakauAdapter: GameAdapter = {
  game: 'krakau',
  engine,
  defaultPlayers: 3,
  maxDecisions: 20_000,
  dealIs: 'a short match to 500 (kurze Partie), scored by the final match scores',
  start: (_deal, players, seed, extra) =>
    engine.setup(engine.parseConfig({ players, target: 500, ...extra }), seed),
  over: (_start, now) => engine.outcome(now as KrakauState) !== null,
  points: (_start, end) => [...(end as KrakauState).scores],
  seatStats(_start, end, seat): Record<string, number> {
    const s = end as KrakauState;
    const mine = s.history.filter((g) => g.declarer === seat);
    const played = mine.filter((g) => !g.bomba);
    return {
      won: s.winner === seat ? 1 : 0,
      declared: mine.length,
      made: played.length ? played.filter((g) => g.made).length / played.length : 0,
      bombas: mine.length - played.length,
      games: s.history.length,
    };
  },
};
