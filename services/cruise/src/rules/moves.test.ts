/**
 * The legal-move generator against the seating rules judged after the whole move (issue 12, 1):
 * a passenger who breaks the pair rule on his own is listed when the rest of the move makes the
 * table right again; the chair hints and the automatic pass agree.
 */
import { describe, expect, it } from 'vitest';
import type { CruiseAction, SeatAction } from './actions.js';
import { engine } from './engine.js';
import { position } from './fixtures.test-util.js';
import type { CruiseState } from './state.js';
import { ALL_TILE_IDS } from './tiles.js';

const seat = (...pairs: [string, string][]): SeatAction => ({
  type: 'seat',
  seats: pairs.map(([tile, chair]) => ({ tile, chair })),
});
const seatMoves = (s: CruiseState, who: number) =>
  engine.legalActions(s, who).filter((a): a is SeatAction => a.type === 'seat');

/** A bag that deals `hands` (5 each, seat 0 first) and then holds every other tile. */
function bagDealing(hands: string[][]): string[] {
  const dealt = hands.flat();
  return [...dealt, ...ALL_TILE_IDS.filter((t) => !dealt.includes(t))];
}

describe('Paar-Regel nach dem ganzen Zug (Issue 12, 1)', () => {
  it('Klassisch, 2 Spieler: nach Gw3 allein an T13 (C37) ist {Gw1@C38, Gm2@C31} erlaubt, gelistet und bringt 6', () => {
    const hands = [
      ['Gw3', 'Am1', 'Am2', 'Am3', 'Am4'],
      ['Gw1', 'Gm2', 'Dm1', 'Dm2', 'Dm3'],
    ];
    const config = engine.parseConfig({ players: 2, mode: 'classic', deck: { bag: bagDealing(hands) } });
    let s = engine.setup(config, 'issue-12');
    s = engine.apply(s, 0, seat(['Gw3', 'C37'])).state;
    s = engine.apply(s, 0, { type: 'draw' }).state;
    expect(s.turn).toBe(1);
    const move = seat(['Gw1', 'C38'], ['Gm2', 'C31']);
    // Gw1 alone would make T13 two women and no man; with Gm2 it is one man and two women.
    expect(engine.explain(s, 1, seat(['Gw1', 'C38']))?.code).toBe('CRUISE_PAIR_RULE');
    expect(engine.explain(s, 1, move)).toBeNull();
    expect(seatMoves(s, 1)).toContainEqual(move);
    const r = engine.apply(s, 1, move);
    expect(r.events[0]).toMatchObject({ type: 'seated', points: 6 });
    expect(r.state.scores[1]).toBe(6);
    const hint = engine.view(s, 1).hints?.tiles.find((t) => t.tile === 'Gw1')?.chairs;
    expect(hint).toContainEqual({ chair: 'C38', points: 2, needsPartner: true, party: false });
  });

  it('Freie Platzwahl: ein Zug aus drei, dessen erste zwei die Paar-Regel noch brechen, ist gelistet', () => {
    // T3 has Bm1 (C8), T4 has Bm3 (C11). Bm2 on the shared C9 makes two men at both tables; Bw1 on
    // C10 repairs T3, Bw2 on C13 repairs T4. Each brings 3 per table: 6 + 3 + 3.
    const s = position({
      hands: [['Bm2', 'Bw1', 'Bw2'], ['Dm1']],
      seated: { C8: 'Bm1', C11: 'Bm3' },
      route: 0,
      station: 1,
      seatedCount: 8,
      effect: 'freeSeating',
    });
    const three = seat(['Bm2', 'C9'], ['Bw1', 'C10'], ['Bw2', 'C13']);
    expect(engine.explain(s, 0, seat(['Bm2', 'C9'], ['Bw1', 'C10']))?.code).toBe('CRUISE_PAIR_RULE');
    expect(engine.explain(s, 0, three)).toBeNull();
    expect(seatMoves(s, 0)).toContainEqual(three);
    expect(engine.apply(s, 0, three).state.scores[0]).toBe(12);
    // without Freie Platzwahl the two-passenger prefixes stay illegal, so nothing with Bm2 on C9
    const normal = { ...s, cruise: { route: 0, station: 1, seated: 8, effect: null } };
    expect(seatMoves(normal, 0).some((a) => a.seats.some((p) => p.chair === 'C9' && p.tile === 'Bm2'))).toBe(
      false,
    );
  });

  it('jeder gelistete Sitzzug wird in jeder Reihenfolge der Platzierungen gleich angenommen', () => {
    const s = position({
      hands: [['Bm2', 'Bw1', 'Bw2'], ['Dm1']],
      seated: { C8: 'Bm1', C11: 'Bm3' },
      effect: 'freeSeating',
      route: 0,
      station: 1,
      seatedCount: 8,
    });
    for (const a of seatMoves(s, 0)) {
      const reversed: CruiseAction = { ...a, seats: [...a.seats].reverse() };
      expect(engine.apply(s, 0, reversed).state).toEqual(engine.apply(s, 0, a).state);
    }
  });
});

describe('Erster Zug: nur der Startspieler, nur auf dem ganz leeren Brett (Issue 12, 4)', () => {
  const hands = [
    ['Bm1', 'Bw1', 'Am1', 'Am2', 'Am3'],
    ['Cm1', 'Cw1', 'Dm1', 'Dm2', 'Dm3'],
  ];
  const start = () =>
    engine.setup(engine.parseConfig({ players: 2, mode: 'classic', deck: { bag: bagDealing(hands) } }), 'f');

  it('der Startspieler darf als ersten Zug einen einzelnen Passagier ohne Punkte setzen', () => {
    const s = start();
    expect(engine.legalActions(s, 0)).toContainEqual(seat(['Bm1', 'C8']));
    expect(engine.apply(s, 0, seat(['Bm1', 'C8'])).state.scores[0]).toBe(0);
  });

  it('nach einem ersten Zug an die Bar ist das Brett noch leer – aber niemand setzt mehr allein', () => {
    let s = engine.apply(start(), 0, { type: 'bar', tile: 'Am1' }).state;
    s = engine.apply(s, 0, { type: 'draw' }).state;
    expect(s.chairs.every((c) => c === null)).toBe(true);
    expect(engine.explain(s, 1, seat(['Cm1', 'C14']))?.code).toBe('CRUISE_ALONE');
    expect(seatMoves(s, 1).every((a) => a.seats.length === 2)).toBe(true);
    expect(engine.view(s, 1).hints?.tiles[0]?.chairs.every((h) => h.needsPartner)).toBe(true);
  });
});
