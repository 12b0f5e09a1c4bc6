// Random attempts for every player count over all 50 coups (so every coup kind): 40 cards conserved,
// success/failure agrees with an independent checker, signals are always true, no view leaks.
import type { Action, Rng } from '@spielcenter/proto';
import { isPlainJson, leakedIds, propertyRuns, randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import type { CoupAction } from './actions.js';
import { coupDef } from './campaign.js';
import { type CardId, isDietrich } from './cards.js';
import { engine } from './engine.js';
import type { CoupState } from './state.js';

const RUNS = propertyRuns(2000);

function playedCards(s: CoupState): CardId[] {
  return [
    ...s.tricks.flatMap((t) => t.cards.map((c) => c.card)),
    ...(s.trick?.cards.map((c) => c.card) ?? []),
  ];
}

/** A plain assertion: vitest's expect is too slow for every step of thousands of games. */
function assert(ok: boolean, what: string): void {
  if (!ok) throw new Error(what);
}

function conserved(s: CoupState): void {
  const all = [...s.hands.flat(), ...s.piles.flatMap((p) => p.cards), ...playedCards(s)];
  assert(all.length === 40 && new Set(all).size === 40, `40 cards conserved: ${all.length}`);
}

/** An independent re-reading of the rules from the record: who won, which rule broke first. */
function winnerOf(cards: { seat: number; card: CardId }[]): number {
  const trumps = cards.filter((c) => c.card[0] === 'D');
  const pool = trumps.length > 0 ? trumps : cards.filter((c) => c.card[0] === cards[0]!.card[0]);
  return pool.reduce((a, b) => (Number(b.card.slice(1)) > Number(a.card.slice(1)) ? b : a)).seat;
}

function independentVerdict(s: CoupState): { success: boolean; trick: number | null } {
  const def = coupDef(s.config.coup);
  const wonAt = new Map<CardId, number>();
  const wins = Array.from({ length: s.seats }, () => 0);
  const played = new Set<CardId>();
  const dietrichWins = new Set<CardId>();
  let oneWon = false;
  const arrows = ['›', '››', '›››', '››››'];
  for (const [t, trick] of s.tricks.entries()) {
    const w = winnerOf(trick.cards);
    assert(trick.winner === w, `trick ${t} winner ${trick.winner} vs ${w}`);
    wins[w]! += 1;
    const top = trick.cards.find((c) => c.seat === w)!.card;
    for (const c of trick.cards) played.add(c.card);
    if (top.endsWith('1') && top.length === 2) oneWon = true;
    if (isDietrich(top)) dietrichWins.add(top);
    const fail = { success: false, trick: t };
    for (const c of trick.cards) {
      const l = s.loot.find((x) => x.card === c.card);
      if (!l) continue;
      if (l.owner !== w) return fail;
      wonAt.set(l.card, t);
    }
    const countWon = (p: (x: number) => boolean) => [...wonAt.values()].filter(p).length;
    for (const l of s.loot) {
      const at = wonAt.get(l.card);
      if (l.mark === null) continue;
      if (/^\d$/.test(l.mark)) {
        const k = Number(l.mark);
        if (
          at === undefined
            ? countWon(() => true) >= k
            : !(countWon((x) => x < at) < k && k <= countWon((x) => x <= at))
        )
          return fail;
      } else if (l.mark === 'Ω') {
        if (at !== undefined && wonAt.size < s.loot.length) return fail;
      } else if (at !== undefined) {
        const lower = s.loot.filter(
          (o) => o.mark && arrows.indexOf(o.mark) >= 0 && arrows.indexOf(o.mark) < arrows.indexOf(l.mark!),
        );
        if (lower.some((o) => !wonAt.has(o.card))) return fail;
      }
    }
    const last = t === s.tricksTotal - 1;
    let settled = true;
    switch (def.special) {
      case 'sick':
        if (w === s.chosen) return fail;
        settled = last;
        break;
      case 'oneTrick':
        if (wins[s.chosen!]! > 1 || (last && wins[s.chosen!] === 0)) return fail;
        settled = last;
        break;
      case 'winWithOne': {
        const onesPlayed = ['J1', 'G1', 'U1', 'P1', 'D1'].every((c) => played.has(c));
        if (!oneWon && (last || onesPlayed)) return fail;
        settled = oneWon;
        break;
      }
      case 'everyDietrich':
        if (trick.cards.some((c) => isDietrich(c.card) && c.card !== top)) return fail;
        if (last && dietrichWins.size < 4) return fail;
        settled = dietrichWins.size === 4;
        break;
      case 'noNine':
        if (top.endsWith('9')) return fail;
        settled = last;
        break;
      case 'balanced':
        if (Math.max(...wins) - Math.min(...wins) >= 2) return fail;
        settled = last;
        break;
      default:
        break;
    }
    if (wonAt.size === s.loot.length && settled) return { success: true, trick: null };
    if (last) return fail;
  }
  throw new Error('attempt ended without a verdict');
}

/** Ids hidden from `seat`: other hands and covered Schatten cards, minus whatever is public. */
function hiddenFrom(s: CoupState, seat: number | null): string[] {
  const pub = new Set<string>([
    ...playedCards(s),
    ...(s.lootHidden ? [] : s.loot.map((l) => l.card)),
    ...s.signals.map((g) => g.card),
    ...engine.view(s, null).piles.flatMap((p) => (p.open ? [p.open] : [])),
  ]);
  const hidden = [...s.hands.flatMap((h, i) => (i === seat ? [] : h)), ...s.piles.flatMap((p) => p.cards)];
  return hidden.filter((c) => !pub.has(c) && !(seat !== null && s.hands[seat]?.includes(c)));
}

function checkStep(before: CoupState, after: CoupState, events: readonly unknown[], deep: boolean): void {
  conserved(after);
  for (const e of events as { type: string; seat: number; card: CardId; mark: string | null }[]) {
    // the Pfiff vote is secret until every vote is in
    if (e.type === 'voted') assert(!('choice' in e), 'a vote leaked by its event');
    if (e.type !== 'signal') continue;
    const sig = after.signals.find((g) => g.card === e.card && g.seat === e.seat)!;
    const same = after.hands[e.seat]!.filter((c) => c[0] === e.card[0]).map((c) => Number(c.slice(1)));
    const v = Number(e.card.slice(1));
    const truth =
      same.length === 1
        ? 'only'
        : v === Math.max(...same)
          ? 'top'
          : v === Math.min(...same)
            ? 'bottom'
            : 'lie';
    assert(sig.mark === truth, `signal ${e.card} is ${truth}, marked ${sig.mark}`);
    assert(e.mark === (coupDef(after.config.coup).alarm ? null : truth), `shown mark of ${e.card}`);
    assert(e.card[0] !== 'D', 'a Dietrich was shown');
  }
  if (!deep) return;
  assert(isPlainJson(after), 'state is plain JSON');
  for (const seat of [null, ...Array.from({ length: after.config.players }, (_, i) => i)]) {
    if (after.phase.kind === 'over') break;
    const hidden = hiddenFrom(after, seat);
    const v = engine.view(after, seat);
    const leaks = leakedIds(v, hidden);
    assert(leaks.length === 0, `view of ${seat} leaks ${leaks}`);
    if (after.phase.kind === 'pfiffVote')
      assert(
        v.phase.votes.every((x, i) => i === seat || x === null || x === '-' || x === 'cast'),
        `view of ${seat} shows another seat's vote`,
      );
    const seen = events.filter((e) => {
      const to = (e as { to?: number[] }).to;
      return !to || (seat !== null && to.includes(seat));
    });
    const hiddenBefore = hiddenFrom(before, seat).filter((c) => hidden.includes(c));
    const evLeaks = leakedIds(seen, hiddenBefore);
    assert(evLeaks.length === 0, `events for ${seat} leak ${evLeaks}`);
  }
}

/** Half of the games play "carefully": a card that fails the attempt at once is avoided if possible. */
function careful(state: CoupState, seat: number, legal: readonly Action[], rng: Rng): Action {
  const plays = legal.filter((a) => a.type === 'play');
  if (plays.length === 0) return rng.pick(legal);
  if (rng.int(10) === 0 || state.trick!.cards.length < state.seats - 1) return rng.pick(legal);
  const safe = plays.filter(
    (a) => engine.apply(state, seat, a as CoupAction).state.result?.success !== false,
  );
  return rng.pick(safe.length > 0 ? safe : plays);
}

describe.each([2, 3, 4, 5])('%i Spieler: zufällige Versuche', (players) => {
  it(`${RUNS} Versuche über alle 50 Coups: Karten erhalten, Urteil stimmt, Zeichen wahr, keine Lecks`, () => {
    let successes = 0;
    for (let i = 0; i < RUNS; i++) {
      const coup = 1 + (i % 50);
      const humans = i % 3 === 0 ? [0] : Array.from({ length: players }, (_, k) => k);
      const config = { players, coup, pfiff: i % 4 === 1 ? 'every' : 'wish', humans };
      const deepGame = i % 50 === 0;
      let step = 0;
      const { state } = randomPlayout<CoupState>(engine, config, `p${players}-${i}`, {
        choose: i % 4 === 0 ? careful : undefined,
        onStep: ({ before, after, events }) =>
          checkStep(before, after, events, deepGame || step++ % 23 === 0),
      });
      const verdict = independentVerdict(state);
      const mine = { success: state.result!.success, trick: state.result!.trick };
      if (mine.success !== verdict.success || mine.trick !== verdict.trick)
        expect({ seed: i, ...mine }).toEqual({ seed: i, ...verdict });
      if (verdict.success) successes++;
    }
    expect(successes).toBeGreaterThan(0);
  });
});
