// The generator-completeness property (proto/testing): in random reachable states, for every seat
// (also seats not to act), legalActions lists exactly the actions apply accepts, and explain returns
// null exactly for those.
//
// The action space tried per seat: every action type with every parameter value — each word of every
// question and a wrong one, seats 0–4 for choose/assign, all 40 cards and an unknown id for
// take/pass/play/signal, the votes, the flags — plus malformed actions. moveMark and passLoot are
// enumerated over all 40 cards (and every seat) in the phase that takes them; elsewhere the phase
// refuses the type before looking at its fields, so a sample (the loot plus one other card) stands in.
import type { Action, Seat } from '@spielcenter/proto';
import { Rng } from '@spielcenter/proto';
import { type ActionSpace, checkCompleteAt, newCompletenessCount } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { ALL_CARDS, type CardId } from './cards.js';
import { engine } from './engine.js';
import type { CoupState } from './state.js';

const CARDS = [...ALL_CARDS, 'X9'];
const WORDS = ['ja', 'nein', 'gut', 'schlecht', 'Anfang', 'Mitte', 'Ende', 'vielleicht'];
const SEATS = [0, 1, 2, 3, 4];
const MALFORMED: unknown[] = [
  null,
  { type: 'dance' },
  { type: 'play' },
  { type: 'play', card: 'J1', extra: true },
  { type: 'choose', seat: 5 },
  { type: 'vote', choice: 'up' },
  { type: 'pfiff', seat: 0 },
];

function markCards(s: CoupState): CardId[] {
  if (s.phase.kind === 'marks' || s.phase.kind === 'passOn') return CARDS;
  const other = ALL_CARDS.find((c) => !s.loot.some((l) => l.card === c))!;
  return [...s.loot.map((l) => l.card), other];
}

const space: ActionSpace<CoupState> = function* (s) {
  for (const word of WORDS) yield { type: 'answer', word } as Action;
  for (const seat of SEATS) {
    yield { type: 'choose', seat } as Action;
    yield { type: 'assign', seat } as Action;
  }
  for (const card of CARDS)
    for (const type of ['take', 'pass', 'play', 'signal']) yield { type, card } as Action;
  const cards = markCards(s);
  for (const from of cards) for (const to of cards) yield { type: 'moveMark', from, to } as Action;
  for (const card of cards) for (const to of SEATS) yield { type: 'passLoot', card, to } as Action;
  for (const choice of ['none', 'left', 'right']) yield { type: 'vote', choice } as Action;
  for (const type of ['keepMarks', 'keepLoot', 'pfiff']) yield { type };
  yield* MALFORMED as Action[];
};

/** Coups with Boss questions, distribution, marks, passing on, signal limits, drawing, and plain ones. */
const COUPS = [1, 5, 9, 17, 18, 20, 21, 22, 26, 27, 40, 44, 49, 50];
// Its own knob (as in Speedcruise's): PROPERTY_RUNS, set for the playout tests, would repeat this
// whole sweep that many times.
const RUNS = Number(process.env.COMPLETENESS_RUNS) || 1;
const PLAY_EVERY = 5;

/**
 * A random attempt; now and then a seat that is not to act takes an optional action. Every state
 * before the tricks is visited, and one in PLAY_EVERY during the tricks (they are many and alike).
 */
function walk(config: object, seed: string, visit: (s: CoupState, seat: Seat) => void): void {
  const rng = Rng.fromSeed(`walk:${seed}`);
  let s = engine.setup(engine.parseConfig(config), seed);
  const players = s.config.players;
  for (let step = 0; !engine.outcome(s); step++) {
    if (s.phase.kind !== 'play' || step % PLAY_EVERY === 0)
      for (let seat = 0; seat < players; seat++) visit(s, seat);
    let seat = rng.pick(engine.toAct(s));
    if (rng.int(6) === 0) {
      const optional = SEATS.slice(0, players).filter((x) => engine.legalActions(s, x).length > 0);
      seat = rng.pick(optional);
    }
    s = engine.apply(s, seat, rng.pick(engine.legalActions(s, seat))).state;
  }
  for (let seat = 0; seat < players; seat++) visit(s, seat);
}

describe('Vollständigkeit der legalen Aktionen', () => {
  it('legalActions = was apply annimmt = wo explain null sagt, für jeden Platz, 2–5 Spieler', {
    timeout: 300_000,
  }, () => {
    const count = newCompletenessCount();
    const t0 = performance.now();
    const cpu0 = process.cpuUsage();
    for (let run = 0; run < RUNS; run++) {
      for (const players of [2, 3, 4, 5]) {
        for (const [i, coup] of COUPS.entries()) {
          const humans = i % 3 === 2 ? [1] : SEATS.slice(0, players);
          const config = { players, coup, pfiff: i % 2 === 0 ? 'wish' : 'every', humans };
          walk(config, `c${run}-${players}-${coup}`, (s, seat) =>
            checkCompleteAt(engine, s, seat, space, count),
          );
        }
      }
    }
    const ms = Math.round(performance.now() - t0);
    const cpuMs = Math.round(process.cpuUsage(cpu0).user / 1000);
    console.log(JSON.stringify({ game: 'coup', completeness: count, ms, cpuMs }));
    expect(count.legal).toBeGreaterThan(1000);
  });
});
