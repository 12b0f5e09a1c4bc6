// Differential test: Speedcoup's simulator (sim.ts, the referee the computers think with) against the
// engine. Random attempts of every coup at 2..5 players (proto's random playouts; in the tricks half
// of the attempts follow the simulator's own cooperative policy, so tricks are played deep and coups
// are made, the other half play at random, so they fail in every way). In every position of the
// tricks the world is built from the Boss's view and the real hands (as the computers build theirs
// from sampled hands), and for every legal card: the same seat to act, the same legal cards, and after
// the card the same trick, leader, tricks won, loot won (by trick), hands and the same result
// (running, made, failed) — after the blind draw ("drawRight"), hand sizes and the cards in play —
// and the Schatten's piles (two players: he plays only his open cards). The rollout policy's card
// is legal in every position.
import {
  type CoupAction,
  type CoupState,
  type CoupView,
  coupDef,
  engine,
} from '@spielcenter/coup';
import { Rng } from '@spielcenter/proto';
import { propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { type LootSpec, lootSpecs, worldOf } from './know.js';
import {
  type Card,
  cloneWorld,
  legalCards,
  markCode,
  play,
  policyCard,
  toCard,
  toId,
  turnSeat,
  type World,
} from './sim.js';

const sorted = (cards: readonly Card[]) => cards.slice().sort((a, b) => a - b);

/** What each seat holds: its hand, the Schatten's piles (every card, covered ones too). */
function heldCards(s: CoupState): Card[][] {
  return s.hands.map((h, seat) =>
    seat === s.shadow ? s.piles.flatMap((p) => p.cards.map(toCard)) : h.map(toCard),
  );
}

function lootOfState(s: CoupState): LootSpec[] {
  return s.loot.map((l) => ({
    card: toCard(l.card),
    owner: l.owner ?? -1,
    mark: markCode(l.mark),
    wonTrick: l.wonTrick ?? -1,
  }));
}

/** The world the computers would build, with the real hands instead of sampled ones. */
function worldOfState(s: CoupState): World {
  const v = engine.view(s, s.boss) as CoupView;
  return worldOf(v, heldCards(s), v.lootHidden ? lootOfState(s) : lootSpecs(v));
}

/** The seat whose card is to be played (the Schatten's own seat, not the Boss who plays it). */
function engineTurn(s: CoupState): number {
  return (s.trick!.leader + s.trick!.cards.length) % s.seats;
}

function playCards(s: CoupState, controller: number): Card[] {
  return (engine.legalActions(s, controller) as CoupAction[])
    .filter((a): a is Extract<CoupAction, { type: 'play' }> => a.type === 'play')
    .map((a) => toCard(a.card));
}

interface Tally {
  positions: number;
  cards: number;
  made: number;
  failed: number;
  draws: number;
  /** Positions where the Boss plays for the Schatten (two players). */
  shadowTurns: number;
}

/** The simulator and the engine after the same card, in every part the simulator keeps. */
function compareAfter(w: World, after: CoupState, drawn: boolean): void {
  const result = after.result === null ? 0 : after.result.success ? 1 : -1;
  expect(w.result).toBe(result);
  expect(w.tricksDone).toBe(after.tricks.length);
  expect(w.won).toEqual(after.won);
  if (result === -1) {
    // A failed attempt ends: the engine stops marking loot won at the loot that broke the rule, the
    // simulator marks the whole trick's (its score's tie-break counts that loot as home); every
    // loot the engine marks, the simulator marks at the same trick.
    after.loot.forEach((l, i) => {
      if (l.wonTrick !== null) expect(w.lootWon[i]).toBe(l.wonTrick);
      else if (w.lootWon[i] !== -1) expect(w.lootWon[i]).toBe(after.tricks.length - 1);
    });
  } else expect(w.lootWon).toEqual(after.loot.map((l) => l.wonTrick ?? -1));
  expect(w.lootOwner).toEqual(after.loot.map((l) => l.owner ?? -1));
  if (result === 0) {
    expect(w.leader).toBe(after.trick!.leader);
    expect(w.trick).toEqual(after.trick!.cards.map((p) => toCard(p.card)));
  }
  const held = heldCards(after);
  if (drawn) {
    // the blind draw is random on both sides: the same number of cards each, the same cards in play
    expect(w.hands.map((h) => h.length)).toEqual(held.map((h) => h.length));
    expect(sorted(w.hands.flat())).toEqual(sorted(held.flat()));
  } else for (let seat = 0; seat < w.n; seat++) expect(sorted(w.hands[seat]!)).toEqual(sorted(held[seat]!));
  if (after.shadow !== null) {
    // the Schatten's piles: the same cards on each, the same open cards
    expect(w.piles).toEqual(after.piles.map((p) => p.cards.map(toCard)));
    const open = (cards: readonly unknown[], bottomOpen: boolean) => cards.length === 2 || bottomOpen;
    expect(w.piles.map((p, i) => p.length > 0 && open(p, w.pileOpen[i]!))).toEqual(
      after.piles.map((p) => p.cards.length > 0 && open(p.cards, p.bottomOpen)),
    );
  }
}

/** Checks one position of the tricks: every legal card applied on both sides. */
function checkPosition(s: CoupState, tally: Tally): void {
  const w = worldOfState(s);
  const turn = engineTurn(s);
  const controller = engine.toAct(s)[0]!;
  expect(turnSeat(w)).toBe(turn);
  const legal = sorted(playCards(s, controller));
  expect(sorted(legalCards(w, turn))).toEqual(legal);
  if (turn === s.shadow) tally.shadowTurns++;
  // the rollout policy plays a legal card (the Schatten's open ones)
  expect(legal).toContain(policyCard(cloneWorld(w), Rng.fromSeed(`policy:${tally.positions}`)));
  tally.positions++;
  for (const card of legal) {
    const after = engine.apply(s, controller, { type: 'play', card: toId(card) }).state;
    const sim = cloneWorld(w);
    play(sim, card, Rng.fromSeed(`draw:${card}`));
    const drawn =
      coupDef(s.config.coup).special === 'drawRight' && s.tricks.length === 0 && after.tricks.length === 1;
    if (drawn && after.result === null) tally.draws++;
    compareAfter(sim, after, drawn);
    tally.cards++;
    if (after.result?.success) tally.made++;
    else if (after.result) tally.failed++;
  }
}

function attempt(players: number, coup: number, seed: string, cooperative: boolean, tally: Tally): void {
  randomPlayout<CoupState>(engine, { players, coup }, seed, {
    maxSteps: 2000,
    choose(state, _seat, legal, rng: Rng) {
      if (state.phase.kind !== 'play' || state.trick === null) return rng.pick(legal);
      checkPosition(state, tally);
      const plays = (legal as CoupAction[]).filter((a) => a.type === 'play');
      if (plays.length === 0) return rng.pick(legal);
      if (!cooperative) return rng.pick(plays);
      const card = policyCard(worldOfState(state), rng);
      return plays.find((a) => a.type === 'play' && toCard(a.card) === card) ?? rng.pick(plays);
    },
  });
}

describe('the Speedcoup simulator agrees with the engine', () => {
  for (const players of [2, 3, 4, 5]) {
    it(`${players} players: seat to act, legal cards, tricks, loot, hands and results in every coup`, () => {
      const tally: Tally = { positions: 0, cards: 0, made: 0, failed: 0, draws: 0, shadowTurns: 0 };
      const rounds = propertyRuns(2);
      for (let r = 0; r < rounds; r++)
        for (let coup = 1; coup <= 50; coup++) {
          attempt(players, coup, `coup-diff-${players}-${coup}-${r}`, (coup + r) % 2 === 0, tally);
          // the blind draw comes only after a first trick that did not end the attempt: more of those
          if (coupDef(coup).special === 'drawRight')
            for (let k = 0; k < 4; k++) attempt(players, coup, `coup-draw-${players}-${coup}-${r}-${k}`, true, tally);
        }
      // the positions reach deep into the tricks, coups are made and fail, the blind draw happens
      expect(tally.positions).toBeGreaterThan(rounds * 50 * 3);
      expect(tally.made).toBeGreaterThan(0);
      expect(tally.failed).toBeGreaterThan(0);
      if (players <= 4) expect(tally.draws).toBeGreaterThan(0);
      if (players === 2) expect(tally.shadowTurns).toBeGreaterThan(rounds * 50);
    });
  }
});
