/**
 * Speedboss deals are single rounds. A whole game at four players is 15 rounds and about 540
 * decisions; at the strong level that is minutes per game, and a duplicate deal is played five
 * times (one baseline, the candidate in each seat), so 400 whole games would take days on two
 * cores. A round drawn uniformly from 1..rounds is an unbiased sample of a game (a game's score is
 * the sum of its rounds), so the mean difference per round times the number of rounds estimates
 * the difference per game.
 *
 * The rounds before the chosen one are played by "leicht" computers on their views: only the
 * dealer position and the seed matter, scores before the deal are not counted.
 */
import { type BossAction, type BossState, type BossView, engine, roundsFor } from '@spielcenter/boss';
import { Rng } from '@spielcenter/proto';
import { bossEasy } from '../boss/easy.js';
import type { GameAdapter } from './adapter.js';

const budget = { ms: 50, deadline: Number.POSITIVE_INFINITY };

function fastForward(state: BossState, round: number, seed: string): BossState {
  let s = state;
  for (let k = 0; s.round < round; k++) {
    const seat = engine.toAct(s)[0] as number;
    const view = engine.view(s, seat) as BossView;
    const legal = engine.legalActions(s, seat) as BossAction[];
    const action = bossEasy({
      view,
      legal,
      seat,
      rng: Rng.fromSeed(`${seed}:ff:${k}`),
      budget,
      advice: false,
    });
    s = engine.apply(s, seat, action).state;
  }
  return s;
}

export const bossAdapter: GameAdapter = {
  game: 'boss',
  engine,
  defaultPlayers: 4,
  maxDecisions: 200,
  dealIs: 'one round, drawn uniformly from all rounds of a game (a whole game is too slow at stark)',
  start(_deal, players, seed, extra) {
    const rounds = roundsFor(players);
    const round =
      typeof extra.round === 'number' ? extra.round : 1 + Rng.fromSeed(`${seed}:round`).int(rounds);
    const state = engine.setup(engine.parseConfig({ players }), seed);
    return fastForward(state, round, seed);
  },
  over: (start, now) =>
    (now as BossState).round !== (start as BossState).round || (now as BossState).phase.kind === 'over',
  points: (start, end) => (end as BossState).scores.map((s, i) => s - ((start as BossState).scores[i] ?? 0)),
  seatStats(start, end, seat): Record<string, number> {
    const record = (end as BossState).history.find((r) => r.round === (start as BossState).round);
    if (!record) return {};
    const bid = record.bids[seat] ?? 0;
    const tricks = record.tricks[seat] ?? 0;
    return { bidHit: bid === tricks ? 1 : 0, bid, tricks, overBy: tricks - bid };
  },
};
