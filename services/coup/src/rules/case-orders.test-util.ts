/** Probes for the Boss's decisions, the special orders and the signal limits of a case file. */
import { expect } from 'vitest';
import { coupDef } from './campaign.js';
import { COLOUR_CARDS, type Colour, cardValue, isDietrich, suitOf } from './cards.js';
import {
  type Attempt,
  attempts,
  codes,
  endsAtFirst,
  fresh,
  toTricks,
  winningCard,
} from './case-loot.test-util.js';
import { engine } from './engine.js';
import { deck, firstDecision, playAll, start } from './fixture.test-util.js';
import type { CoupState } from './state.js';

const others = (s: CoupState) =>
  Array.from({ length: s.config.players }, (_, i) => i).filter((i) => i !== s.boss);
const owned = (s: CoupState, seat: number) => s.loot.filter((l) => l.owner === seat).length;
const winsOf = (s: CoupState, seat: number, upTo: number) =>
  s.tricks.slice(0, upTo + 1).filter((t) => t.winner === seat).length;

/** „Der Boss fragt": everyone but the Boss answers with one word of the set, then the Boss chooses another. */
export function bossAsks(coup: number, words: readonly string[], purpose: string): void {
  for (const players of [2, 3, 4, 5]) {
    const s = fresh(coup, players);
    expect(s.phase).toMatchObject({ kind: 'ask', purpose });
    expect(engine.toAct(s)).toEqual(others(s));
    for (const seat of others(s))
      expect(engine.legalActions(s, seat).filter((a) => a.type === 'answer')).toEqual(
        words.map((word) => ({ type: 'answer', word })),
      );
  }
  let s = fresh(coup, 4);
  for (const seat of others(s)) s = engine.apply(s, seat, { type: 'answer', word: words.at(-1)! }).state;
  expect(engine.toAct(s)).toEqual([s.boss]);
  expect(engine.legalActions(s, s.boss).filter((a) => a.type === 'choose')).toEqual(
    others(s).map((seat) => ({ type: 'choose', seat })),
  );
  for (const { s: end, events } of attempts(coup)) {
    const chosen = events.find((e) => e.type === 'chosen');
    expect(chosen).toMatchObject({ purpose });
    expect(others(end)).toContain(chosen?.type === 'chosen' ? chosen.seat : -1);
    const answered = events.filter((e) => e.type === 'answered').map((e) => e.seat);
    expect(answered.slice(0, end.config.players - 1).sort()).toEqual(others(end));
  }
}

/** „Ein Kranker darf keinen Stich gewinnen", and he stays out of the loot. */
export function sick(coup: number): void {
  bossAsks(coup, ['gut', 'schlecht'], 'sick');
  for (const a of attempts(coup)) {
    expect(owned(a.s, a.s.chosen!)).toBe(0);
    endsAtFirst(a, (t) => a.s.tricks[t]!.winner === a.s.chosen);
  }
  expect(codes(coup).has('COUP_FAIL_SICK')).toBe(true);
}

/** „Der Gewählte gewinnt genau einen Stich"; `withoutLoot`: and the others take all the loot. */
export function oneTrick(coup: number, withoutLoot: boolean): void {
  bossAsks(coup, ['Anfang', 'Mitte', 'Ende'], 'oneTrick');
  let chosenOwned = 0;
  for (const a of attempts(coup)) {
    const c = a.s.chosen!;
    chosenOwned += owned(a.s, c);
    endsAtFirst(a, (t) => winsOf(a.s, c, t) > 1);
    if (a.s.result!.success) expect(winsOf(a.s, c, a.s.tricks.length)).toBe(1);
  }
  if (withoutLoot) expect(chosenOwned).toBe(0);
  else expect(chosenOwned).toBeGreaterThan(0);
  const seen = codes(coup);
  expect(seen.has('COUP_FAIL_ONE_TRICK_MORE') || seen.has('COUP_FAIL_ONE_TRICK_NONE')).toBe(true);
}

/** „Der Boss wählt einen für alle Beuten": hidden loot, ja/nein, one other member gets everything. */
export function allLoot(coup: number, n: number): void {
  const s = fresh(coup);
  bossAsks(coup, ['ja', 'nein'], 'allLoot');
  const v = engine.view(s, others(s)[0]!);
  expect(v).toMatchObject({ loot: [], lootHidden: true, lootCount: n });
  for (const { s: end } of attempts(coup))
    expect(end.loot.every((l) => l.owner === end.loot[0]!.owner)).toBe(true);
}

/** „Der Boss verteilt": each loot shown alone, ja/nein from the others, nobody two loot ahead. */
export function distributes(coup: number): void {
  const s = fresh(coup);
  expect(s.phase).toMatchObject({ kind: 'distribute', index: 0 });
  expect(engine.view(s, others(s)[0]!).loot).toHaveLength(1);
  expect(engine.toAct(s)).toEqual(others(s));
  for (const { s: end, events } of attempts(coup)) {
    const counts = Array.from({ length: end.seats }, () => 0);
    for (const e of events.filter((x) => x.type === 'lootAssigned')) {
      counts[e.seat]! += 1;
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThan(2);
    }
    expect(events.filter((e) => e.type === 'lootAssigned')).toHaveLength(end.loot.length);
  }
}

/** „Der Boss tauscht oder verlegt eine Marke" after the loot is taken, once, if he wants. */
export function bossMovesMarks(coup: number): void {
  const s = toTricksBefore(fresh(coup), 'marks');
  expect(engine.toAct(s)).toEqual([s.boss]);
  const moves = engine.legalActions(s, s.boss).filter((a) => a.type === 'moveMark');
  expect(moves.length).toBeGreaterThan(0);
  expect(engine.legalActions(s, s.boss)).toContainEqual({ type: 'keepMarks' });
  expect(attempts(coup).some((a) => a.events.some((e) => e.type === 'markMoved'))).toBe(true);
}

/** „zu fünft darf der Boss eine Beute weitergeben": a passing-on step with five players only. */
export function passesOn(coup: number): void {
  expect(toTricksBefore(fresh(coup, 5), 'passOn').phase.kind).toBe('passOn');
  expect(toTricks(fresh(coup, 4)).phase.kind).not.toBe('passOn');
  const five = attempts(coup).filter((a) => a.s.config.players === 5);
  expect(five.some((a) => a.events.some((e) => e.type === 'lootPassed'))).toBe(true);
}

function toTricksBefore(s: CoupState, kind: CoupState['phase']['kind']): CoupState {
  let st = s;
  while (st.phase.kind !== kind && st.phase.kind !== 'play') {
    const seat = engine.toAct(st)[0]!;
    st = engine.apply(st, seat, firstDecision(st, seat)).state;
  }
  return st;
}

/** „Kein Stich darf mit einer 9 gewonnen werden." */
export function noNine(coup: number): void {
  for (const a of attempts(coup)) endsAtFirst(a, (t) => cardValue(winningCard(a.s.tricks[t]!)) === 9);
  expect(codes(coup).has('COUP_FAIL_NO_NINE')).toBe(true);
}

/** „Ein Stich muss mit einer 1 gewonnen werden" – one is enough. */
export function winWithOne(coup: number): void {
  for (const { s } of attempts(coup)) {
    const one = s.tricks.findIndex((t) => cardValue(winningCard(t)) === 1);
    if (s.result!.code === 'COUP_FAIL_WIN_WITH_ONE') expect(one).toBe(-1);
    if (s.result!.success) expect(one).toBeGreaterThanOrEqual(0);
  }
  onesLost(coup);
}

/** „aber der muss sein": once all five 1s are played and none won, the attempt fails at that trick. */
function onesLost(coup: number): void {
  const hands = {
    0: ['D4', 'D1', 'J1', 'G3', 'U2', 'P9'],
    1: ['D2', 'D3', 'J9', 'G1', 'U3', 'P2'],
    2: ['J2', 'G9', 'U1', 'P3', 'J4'],
    3: ['J3', 'G2', 'U9', 'P1', 'J5'],
  };
  const dealt = Object.values(hands).flat();
  const loot = COLOUR_CARDS.filter((c) => !dealt.includes(c)).slice(0, coupDef(coup).loot);
  const s = toTricks(start({ players: 4, coup, deck: deck(4, hands, loot) }));
  const tricks = ['J1 J9 J2 J3', 'G1 G9 G2 G3', 'U1 U9 U2 U3', 'P1 P9 P2 P3', 'D1 D2 J4 J5'];
  const end = playAll(s, tricks.join(' ').split(' '));
  expect(end.result).toMatchObject({ code: 'COUP_FAIL_WIN_WITH_ONE', trick: 4 });
  expect(playAll(s, tricks.slice(0, 4).join(' ').split(' ')).result).toBeNull();
}

/** „Jeder Dietrich muss einen Stich gewinnen." */
export function everyDietrich(coup: number): void {
  for (const a of attempts(coup)) {
    endsAtFirst(a, (t) =>
      a.s.tricks[t]!.cards.some((c) => isDietrich(c.card) && c.seat !== a.s.tricks[t]!.winner),
    );
    if (a.s.result!.success)
      expect(new Set(a.s.tricks.map(winningCard).filter(isDietrich))).toEqual(
        new Set(['D1', 'D2', 'D3', 'D4']),
      );
  }
  expect(codes(coup).has('COUP_FAIL_DIETRICH_LOST')).toBe(true);
}

/** „Nie darf einer zwei Stiche mehr haben als ein anderer." */
export function balanced(coup: number): void {
  for (const a of attempts(coup)) {
    const seats = Array.from({ length: a.s.seats }, (_, i) => i);
    endsAtFirst(a, (t) => {
      const wins = seats.map((seat) => winsOf(a.s, seat, t));
      return Math.max(...wins) - Math.min(...wins) >= 2;
    });
  }
  expect(codes(coup).has('COUP_FAIL_BALANCED')).toBe(true);
}

/** „Nach dem ersten Stich zieht jeder blind eine Karte vom rechten Nachbarn." */
export function drawRight(coup: number): void {
  for (const { s, events } of attempts(coup)) {
    const drew = events.filter((e) => e.type === 'drew');
    if (s.result!.trick === 0) {
      expect(drew).toEqual([]);
      continue;
    }
    const n = s.config.players;
    expect(drew.map((e) => [e.seat, e.from])).toEqual(
      Array.from({ length: n }, (_, i) => [i, (i + n - 1) % n]),
    );
    const first = events.findIndex((e) => e.type === 'trickWon');
    expect(events.findIndex((e) => e.type === 'drew')).toBe(first + 1);
  }
}

/** „Alarmanlage scharf": signals are shown without their mark (the review shows it afterwards). */
export function alarm(coup: number): void {
  let shown = 0;
  for (const { s, events } of attempts(coup)) {
    for (const e of events) {
      if (e.type !== 'signal') continue;
      expect(e.mark).toBeNull();
      shown++;
    }
    const review = engine.view(s, 0).review!;
    for (const g of review.signals) expect(g.mark).not.toBeNull();
  }
  expect(shown).toBeGreaterThan(0);
}

/** „Handzeichen erst ab Stich n": none before, and some shown right from that trick. */
export function bugs(coup: number, from: number): void {
  const start = toTricks(fresh(coup));
  for (const seat of [0, 1, 2, 3]) {
    expect(engine.legalActions(start, seat).some((a) => a.type === 'signal')).toBe(false);
    const card = start.hands[seat]!.find((c) => !isDietrich(c))!;
    expect(engine.explain(start, seat, { type: 'signal', card })?.code).toBe('COUP_SIGNAL_BUGGED');
  }
  const shownAt = attempts(coup).flatMap((a: Attempt) => a.s.signals.map((g) => g.trick));
  expect(Math.min(...shownAt)).toBe(from - 1);
}

/** The loot's colours in reveal order („Erst die Uhr, dann die Perle", „Fünf Uhren"). */
export function lootColours(coup: number, colours: readonly Colour[]): void {
  for (const { s } of attempts(coup)) expect(s.loot.map((l) => suitOf(l.card))).toEqual(colours);
}
