import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, events, playAll, start } from './fixture.test-util.js';
import type { CoupState } from './state.js';

// Seat 0 holds every Uhren card, so a Uhren lead is won by seat 0 unless someone uses a Dietrich.
const B = {
  0: ['D4', 'U1', 'U2', 'U3', 'U4', 'U5', 'U6', 'U7', 'U8', 'U9', 'J1', 'G1', 'P1', 'J9'],
  1: ['D1', 'D2', 'J2', 'J3', 'J4', 'J5', 'G2', 'G3', 'G4', 'G5', 'P2', 'P3', 'P4'],
  2: ['D3', 'J6', 'J7', 'J8', 'G6', 'G7', 'G8', 'G9', 'P5', 'P6', 'P7', 'P8', 'P9'],
};

function chooseFor(s: CoupState, seat: number): CoupState {
  let st = s;
  for (const other of [1, 2]) st = act(st, other, engine.legalActions(st, other)[0]!);
  return act(st, 0, { type: 'choose', seat });
}

describe('Sonderaufträge', () => {
  it('Ein Kranker darf keinen Stich gewinnen', () => {
    let s = chooseFor(start({ players: 3, coup: 5, deck: deck(3, B, ['U8', 'U9']) }), 2);
    s = draft(s, { 0: ['U8'], 1: ['U9'] });
    s = playAll(s, ['U1', 'J2', 'D3']);
    expect(s.result).toMatchObject({
      success: false,
      code: 'COUP_FAIL_SICK',
      trick: 0,
      de: 'Platz 3 ist krank und hat einen Stich gewonnen.',
    });
  });

  it('Ein Stich muss mit einer 1 gewonnen werden', () => {
    let s = draft(start({ players: 3, coup: 13, deck: deck(3, B, ['U2', 'U3', 'U4']) }), {
      0: ['U2'],
      1: ['U3'],
      2: ['U4'],
    });
    s = playAll(s, ['U1', 'J2', 'J6']);
    expect(s.result).toBeNull();
    s = playAll(s, ['U2', 'J3', 'J7', 'U3', 'D1', 'J8', 'J4', 'P5', 'J9', 'U4', 'G2', 'D3']);
    expect(s.result).toMatchObject({ success: true, code: 'COUP_SUCCESS' });
    expect(s.tricks).toHaveLength(5);
  });

  it('Jeder Dietrich muss einen Stich gewinnen', () => {
    let s = draft(start({ players: 3, coup: 19, deck: deck(3, B, ['U7', 'U8', 'U9']) }), {
      0: ['U7'],
      1: ['U8'],
      2: ['U9'],
    });
    s = playAll(s, ['U1', 'D1', 'D3']);
    expect(s.result).toMatchObject({
      code: 'COUP_FAIL_DIETRICH_LOST',
      de: 'Dietrich 1 hat keinen Stich gewonnen.',
    });
  });

  it('Kein Stich darf mit einer 9 gewonnen werden', () => {
    let s = draft(start({ players: 3, coup: 10, deck: deck(3, B, ['U7', 'U8', 'U5']) }), {
      0: ['U7'],
      1: ['U8'],
      2: ['U5'],
    });
    s = playAll(s, ['J9', 'J2', 'J6']);
    expect(s.result).toMatchObject({
      code: 'COUP_FAIL_NO_NINE',
      de: 'Stich 1 wurde mit Juwelen 9 gewonnen.',
    });
  });

  it('Nie darf einer zwei Stiche mehr haben als ein anderer', () => {
    let s = draft(start({ players: 3, coup: 16, deck: deck(3, B, ['U7', 'U8', 'U9']) }), {
      0: ['U7'],
      1: ['U8'],
      2: ['U9'],
    });
    s = playAll(s, ['U1', 'J2', 'J6']);
    expect(s.result).toBeNull();
    s = playAll(s, ['U2', 'J3', 'J7']);
    expect(s.result).toMatchObject({
      code: 'COUP_FAIL_BALANCED',
      de: 'Platz 1 hat zwei Stiche mehr als Platz 2.',
    });
  });

  it('Nach dem ersten Stich zieht jeder blind eine Karte vom rechten Nachbarn', () => {
    let s = draft(start({ players: 3, coup: 22, deck: deck(3, B, ['U6', 'U7', 'U8', 'U9']) }), {
      0: ['U6', 'U9'],
      1: ['U7'],
      2: ['U8'],
    });
    s = playAll(s, ['U1', 'J2']);
    const before = s.hands.map((h) => [...h]);
    const ev = events(s, 2, { type: 'play', card: 'J6' });
    s = act(s, 2, { type: 'play', card: 'J6' });
    const drew = ev.filter((e) => e.type === 'drew');
    expect(drew.map((e) => [e.seat, e.from])).toEqual([
      [0, 2],
      [1, 0],
      [2, 1],
    ]);
    for (const e of drew) {
      expect(e.to).toEqual([e.seat, e.from]);
      expect(before[e.from as number]).toContain(e.card);
      expect(s.hands[e.seat as number]).toContain(e.card);
    }
    expect(s.hands.map((h) => h.length)).toEqual([13, 12, 12]);
  });

  it('Der Gewählte gewinnt genau einen Stich (Coup 20)', () => {
    let s = chooseFor(start({ players: 3, coup: 20, deck: deck(3, B, ['P7', 'P8', 'P9']) }), 1);
    s = draft(s, { 0: ['P7'], 1: ['P8'], 2: ['P9'] });
    s = playAll(s, ['U1', 'D1', 'J6', 'J2', 'J7', 'J9']);
    expect(s.result).toBeNull();
    s = playAll(s, ['U2', 'D2', 'J8']);
    expect(s.result).toMatchObject({ code: 'COUP_FAIL_ONE_TRICK_MORE', trick: 2 });
  });
});

describe('Geschafft oder gescheitert', () => {
  it('Bricht eine Regel, ist der Versuch sofort vorbei, und das Spiel sagt genau, woran es lag', () => {
    let s = draft(start({ players: 3, coup: 10, deck: deck(3, B, ['U7', 'U8', 'U5']) }), {
      0: ['U7'],
      1: ['U8'],
      2: ['U5'],
    });
    const ev = events(playAll(s, ['J9', 'J2']), 2, { type: 'play', card: 'J6' });
    expect(ev.at(-1)).toMatchObject({ type: 'attemptOver', success: false, code: 'COUP_FAIL_NO_NINE' });
    s = playAll(s, ['J9', 'J2', 'J6']);
    expect(engine.toAct(s)).toEqual([]);
    expect(engine.legalActions(s, 0)).toEqual([]);
    expect(engine.explain(s, 0, { type: 'play', card: 'U1' })?.code).toBe('COMMON_GAME_OVER');
    expect(engine.outcome(s)?.details).toMatchObject({
      success: false,
      failedTrick: 0,
      code: 'COUP_FAIL_NO_NINE',
    });
  });

  it('Nachbesprechung: alle Hände wie vor dem ersten Stich, Stich für Stich, der Fehlschlag markiert', () => {
    let s = draft(start({ players: 3, coup: 16, deck: deck(3, B, ['U7', 'U8', 'U9']) }), {
      0: ['U7'],
      1: ['U8'],
      2: ['U9'],
    });
    expect(engine.view(s, 0).review).toBeNull();
    s = playAll(s, ['U1', 'J2', 'J6', 'U2', 'J3', 'J7']);
    const review = engine.view(s, 1).review!;
    expect(review.hands.map((h) => h.length)).toEqual([14, 13, 13]);
    expect(review.hands[0]).toContain('U1');
    expect(review.tricks).toHaveLength(2);
    expect(review.failedTrick).toBe(1);
  });
});
