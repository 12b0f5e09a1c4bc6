/**
 * The property suite run for each player count: random complete games (fast-check seeds, the
 * shared playout harness) checking every state and every trick against independent checks.
 */
import type { GameEvent } from '@spielcenter/proto';
import {
  isPlainJson,
  leakedIds,
  type PlayoutStep,
  propertyRuns,
  randomPlayout,
} from '@spielcenter/proto/testing';
import fc from 'fast-check';
import { expect } from 'vitest';
import { cardInfo } from './card-info.js';
import { CARD_INDEX, type Card } from './cards.js';
import { engine } from './engine.js';
import type { BossState, Play } from './state.js';

/** Every one of the 60 cards exactly once: hands, rest, trump card, tricks of the round, trick. */
export function assertConserved(s: BossState): void {
  const all: Card[] = [...s.stock];
  for (const h of s.hands) for (const c of h) all.push(c);
  if (s.trumpCard !== null) all.push(s.trumpCard);
  for (const t of s.tricks) for (const p of t.plays) all.push(p.card);
  for (const p of s.trick) all.push(p.card);
  if (all.length !== 60) throw new Error(`${all.length} cards instead of 60 (round ${s.round})`);
  const seen = new Uint8Array(60);
  for (const c of all) {
    const i = CARD_INDEX[c];
    if (i === undefined || seen[i] === 1) throw new Error(`card ${c} unknown or twice (round ${s.round})`);
    seen[i] = 1;
  }
}

/** An independent winner: written differently from trick.ts on purpose. */
export function expectedWinner(plays: readonly Play[], trump: string | null): number {
  const ceo = plays.find((p) => p.card.startsWith('C'));
  if (ceo) return ceo.seat;
  const numbers = plays.filter((p) => !p.card.startsWith('P'));
  if (numbers.length === 0) return (plays[0] as Play).seat;
  const rank = (p: Play) => Number(p.card.slice(1));
  const best = (list: Play[]) => list.reduce((a, b) => (rank(b) > rank(a) ? b : a)).seat;
  const trumps = numbers.filter((p) => trump !== null && p.card[0] === trump[0]);
  if (trumps.length > 0) return best(trumps);
  const led = (numbers[0] as Play).card[0];
  return best(numbers.filter((p) => p.card[0] === led));
}

function checkFollow(step: PlayoutStep<BossState>): void {
  const { before, seat, action } = step;
  if (action.type !== 'play') return;
  const played = (action as unknown as { card: Card }).card;
  const first = before.trick[0]?.card;
  if (!first || first.startsWith('C') || played.startsWith('C') || played.startsWith('P')) return;
  const firstNumber = before.trick.find((p) => !p.card.startsWith('P'))?.card;
  if (!firstNumber || played[0] === firstNumber[0]) return;
  const hand = before.hands[seat] as Card[];
  if (hand.some((c) => c[0] === firstNumber[0] && c[0] !== 'C' && c[0] !== 'P')) {
    throw new Error(`seat ${seat} did not follow ${firstNumber[0]} with ${played}`);
  }
}

function checkTricks(step: PlayoutStep<BossState>, perRound: number[][]): void {
  for (const e of step.events as GameEvent[]) {
    if (e.type !== 'trickWon') continue;
    const plays = e.plays as Play[];
    const winner = expectedWinner(plays, step.before.trump);
    if (winner !== e.seat)
      throw new Error(`trick ${JSON.stringify(plays)} won by ${e.seat}, expected ${winner}`);
    const index = step.before.round - 1;
    const row = perRound[index] ?? Array(step.before.config.players).fill(0);
    perRound[index] = row;
    row[winner]++;
  }
}

/** The same verdict as the shared `leakedIds` (ids are quoted JSON strings), several times faster. */
function quickLeaks(view: unknown, hidden: readonly Card[]): Card[] {
  const seen = new Set(JSON.stringify(view).match(/"[brgyCP]\d{1,2}"/g));
  return hidden.filter((id) => seen.has(`"${id}"`));
}

/** No view shows another hand or the face-down rest; `deep` also checks JSON and the tooltip facts. */
function checkViews(s: BossState, deep: boolean): void {
  const n = s.config.players;
  for (let seat = 0; seat < n; seat++) {
    const hidden = [...s.stock];
    for (let i = 0; i < n; i++) if (i !== seat) hidden.push(...(s.hands[i] as Card[]));
    const v = engine.view(s, seat);
    const leaks = deep ? leakedIds(v, hidden) : quickLeaks(v, hidden);
    if (leaks.length > 0) throw new Error(`view of seat ${seat} leaks ${leaks.join(',')}`);
    if (deep && seat === 0 && !isPlainJson(v)) throw new Error('view is not plain JSON');
    if (deep && s.phase.kind === 'play' && s.phase.next === seat) checkCardInfo(s, seat, v);
  }
  const spectatorLeaks = quickLeaks(engine.view(s, null), [...s.stock, ...s.hands.flat()]);
  if (spectatorLeaks.length > 0) throw new Error(`spectator view leaks ${spectatorLeaks.join(',')}`);
}

/** The tooltip's verdict from the view equals the engine's from the state, card by card. */
function checkCardInfo(s: BossState, seat: number, v: ReturnType<typeof engine.view>): void {
  for (const c of s.hands[seat] as Card[]) {
    const fromView = JSON.stringify(cardInfo(v, c).why);
    const fromState = JSON.stringify(engine.explain(s, seat, { type: 'play', card: c }));
    if (fromView !== fromState) throw new Error(`cardInfo ${fromView} differs from explain ${fromState}`);
  }
}

function fail(message: string): never {
  throw new Error(message);
}

/** Dealer rule, tricks against the independent count, scores against the formula, totals. */
function checkFinal(s: BossState, perRound: number[][]): void {
  const n = s.config.players;
  if (s.phase.kind !== 'over') fail('game not over');
  if (s.history.length !== (n === 2 ? 30 : 60 / n)) fail(`${s.history.length} rounds`);
  const totals: number[] = Array(n).fill(0);
  s.history.forEach((r, i) => {
    if (r.round !== i + 1) fail(`round ${r.round} at ${i}`);
    if (r.dealer !== (s.config.firstDealer + i) % n) fail(`round ${r.round}: dealer ${r.dealer}`);
    if (r.bids.reduce((a, b) => a + b, 0) === r.round) fail(`round ${r.round}: the bids add up`);
    if (JSON.stringify(r.tricks) !== JSON.stringify(perRound[i]))
      fail(`round ${r.round}: tricks ${r.tricks}`);
    for (let seat = 0; seat < n; seat++) {
      const bid = r.bids[seat] as number;
      const won = r.tricks[seat] as number;
      const expected = bid === won ? 20 + 10 * won : -10 * Math.abs(bid - won);
      if (r.points[seat] !== expected) fail(`round ${r.round} seat ${seat}: ${r.points[seat]} ≠ ${expected}`);
      totals[seat] = (totals[seat] as number) + expected;
    }
  });
  if (JSON.stringify(s.scores) !== JSON.stringify(totals)) fail(`scores ${s.scores} ≠ ${totals}`);
  if (JSON.stringify(engine.outcome(s)?.scores) !== JSON.stringify(totals)) fail('outcome scores');
}

/** Plays `propertyRuns(games)` random complete games at `players` seats and checks every invariant. */
export function runPropertyGames(players: number, games = 2000, viewEvery = 199): void {
  let played = 0;
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 2 ** 31 - 1 }),
      fc.nat({ max: players - 1 }),
      (seed, firstDealer) => {
        const perRound: number[][] = [];
        let i = 0;
        const { state } = randomPlayout<BossState>(engine, { players, firstDealer }, `p${players}-${seed}`, {
          onStep: (step) => {
            assertConserved(step.after);
            checkFollow(step);
            checkTricks(step, perRound);
            // Views are the expensive check: every round start and a sample of the other steps.
            const k = i++;
            if (k % viewEvery === 0) checkViews(step.after, true);
            else if (step.after.round !== step.before.round && step.after.round % 2 === 1)
              checkViews(step.after, false);
            if (k % 4999 === 0 && !isPlainJson(step.after)) throw new Error('state is not plain JSON');
          },
        });
        checkFinal(state, perRound);
        played++;
      },
    ),
    { numRuns: propertyRuns(games) },
  );
  expect(played).toBe(propertyRuns(games));
}
