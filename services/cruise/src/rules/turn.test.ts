import { describe, expect, it } from 'vitest';
import type { CruiseAction, SeatAction } from './actions.js';
import { CHAIRS } from './board.js';
import { engine } from './engine.js';
import { position } from './fixtures.test-util.js';
import type { CruiseState } from './state.js';
import { ALL_TILE_IDS } from './tiles.js';

const seat = (...pairs: [string, string][]): SeatAction => ({
  type: 'seat',
  seats: pairs.map(([tile, chair]) => ({ tile, chair })),
});
const play = (s: CruiseState, a: CruiseAction, who = 0) => engine.apply(s, who, a);
const code = (s: CruiseState, a: CruiseAction, who = 0) => engine.explain(s, who, a)?.code ?? null;
const elsewhere = { C14: 'Cm1', C17: 'Cw1' };
const five = (c: string) => [`${c}m1`, `${c}m2`, `${c}w1`, `${c}w2`, `${c}m3`];

describe('Ein Zug', () => {
  it('Jeder hat 5 Passagiere offen vor sich – alle sehen alle Hände', () => {
    const s = engine.setup(engine.parseConfig({ players: 3 }), 'hands');
    expect(s.hands.map((h) => h.length)).toEqual([5, 5, 5]);
    const v = engine.view(s, 1);
    expect(v.hands[0]).toEqual(s.hands[0]);
    expect(v.hands[2]).toEqual(s.hands[2]);
    expect(engine.view(s, null).hands).toEqual(s.hands);
  });

  it('Wer dran ist, macht genau eins – danach ist zuerst das Nachziehen dran', () => {
    const s = position({ hands: [five('B'), five('C')], seated: elsewhere });
    const r = play(s, seat(['Bm1', 'C8'], ['Bw1', 'C10']));
    expect(r.state.phase.kind).toBe('draw');
    expect(engine.toAct(r.state)).toEqual([0]);
    expect(engine.legalActions(r.state, 0)).toEqual([{ type: 'draw' }]);
    expect(code(r.state, { type: 'bar', tile: 'Bm2' })).toBe('CRUISE_MUST_DRAW');
    expect(code(s, { type: 'draw' })).toBe('CRUISE_NOT_DRAW_TIME');
    expect(code(s, { type: 'bar', tile: 'Cm1' }, 1)).toBe('COMMON_NOT_YOUR_TURN');
    expect(code(s, { type: 'dance' } as unknown as CruiseAction)).toBe('COMMON_UNKNOWN_ACTION');
  });

  it('apply wirft denselben RuleError, den explain beschreibt (Deutsch zuerst, dann Englisch)', () => {
    const s = position({ hands: [five('B'), five('C')], seated: elsewhere });
    const bad = seat(['Bm1', 'C8'], ['Bm2', 'C10']);
    const why = engine.explain(s, 0, bad);
    expect(() => play(s, bad)).toThrowError(
      expect.objectContaining({ code: why?.code, de: why?.de, en: why?.en }),
    );
    expect(why?.de).toMatch(/^Paar-Regel: An Tisch T3/);
    expect(engine.explain(s, 5, bad)?.code).toBe('COMMON_BAD_SEAT');
    expect(engine.legalActions(s, 1)).toEqual([]);
  });

  it('Danach ziehst du selbst aus dem Beutel wieder auf deine Handgröße nach – erst dann ist der Nächste dran', () => {
    const s = position({ hands: [five('B'), five('C')], seated: elsewhere, bagTop: ['Lm1', 'Lw1'] });
    const moved = play(s, seat(['Bm1', 'C8'], ['Bw1', 'C10'])).state;
    const r = play(moved, { type: 'draw' });
    expect(r.state.hands[0]).toEqual(['Bm2', 'Bw2', 'Bm3', 'Lm1', 'Lw1']);
    expect(r.state.bag).toHaveLength(s.bag.length - 2);
    expect(r.events).toContainEqual({ type: 'drew', seat: 0, tiles: ['Lm1', 'Lw1'] });
    expect(r.state.turn).toBe(1);
  });

  it('Wer nicht innerhalb von 20 Sekunden zieht, dem legt das Schiff die Passagiere hin (Standardaktion)', () => {
    const s = position({ hands: [five('B'), five('C')], seated: elsewhere });
    expect(engine.defaultAction(s, 0)).toBeNull();
    const moved = play(s, seat(['Bm1', 'C8'], ['Bw1', 'C10'])).state;
    expect(engine.defaultAction(moved, 0)).toEqual({ type: 'draw' });
    expect(engine.defaultAction(moved, 1)).toBeNull();
  });

  it('Setzen: 1 oder 2 Passagiere an Tische setzen – nicht drei', () => {
    const s = position({ hands: [five('B'), five('C')], seated: { ...elsewhere, C5: 'Aw1' } });
    expect(code(s, seat(['Bm1', 'C8'], ['Bw1', 'C10'], ['Bm2', 'C6']))).toBe('CRUISE_SEAT_COUNT');
    expect(code(s, { type: 'seat', seats: [] })).toBe('CRUISE_BAD_ACTION');
    expect(code(s, seat(['Bm1', 'C8'], ['Bm1', 'C10']))).toBe('CRUISE_BAD_ACTION');
    expect(code(s, seat(['Lm1', 'C8']))).toBe('CRUISE_NOT_IN_HAND');
    expect(code(s, seat(['Bm1', 'C99']))).toBe('CRUISE_NO_SUCH_CHAIR');
    expect(code(s, seat(['Bm2', 'C14']))).toBe('CRUISE_CHAIR_TAKEN');
  });

  it('Pianobar: 1 Passagier an die Bar setzen (kein Direktor)', () => {
    const s = position({ hands: [['Bm1', 'Xm1'], ['Cm1']] });
    expect(code(s, { type: 'bar', tile: 'Xm1' })).toBe('CRUISE_BAR_DIRECTOR');
    expect(engine.legalActions(s, 0).filter((a) => a.type === 'bar')).toEqual([{ type: 'bar', tile: 'Bm1' }]);
    const full = position({
      hands: [['Bm1'], ['Cm1']],
      bar: ALL_TILE_IDS.filter((t) => /^[JKL]/.test(t)).slice(0, 20),
    });
    expect(code(full, { type: 'bar', tile: 'Bm1' })).toBe('CRUISE_BAR_FULL');
  });

  it('Tauschen: einen sitzenden Direktor gegen einen passenden Passagier tauschen – der Direktor kommt auf deine Hand', () => {
    const s = position({ hands: [['Bm2', 'Bw2', 'Am2', 'Cw2'], ['Cm1']], seated: { C8: 'Bw1', C10: 'Xm1' } });
    const swaps = engine.legalActions(s, 0).filter((a) => a.type === 'swap');
    expect(swaps).toEqual([{ type: 'swap', tile: 'Bm2', chair: 'C10' }]);
    expect(code(s, { type: 'swap', tile: 'Bw2', chair: 'C10' })).toBe('CRUISE_SWAP_MISMATCH');
    expect(code(s, { type: 'swap', tile: 'Am2', chair: 'C10' })).toBe('CRUISE_SWAP_MISMATCH');
    expect(code(s, { type: 'swap', tile: 'Bm2', chair: 'C8' })).toBe('CRUISE_NO_DIRECTOR_THERE');
    const r = play(s, { type: 'swap', tile: 'Bm2', chair: 'C10' });
    expect(r.state.chairs[9]).toBe('Bm2');
    expect(r.state.hands[0]).toContain('Xm1');
    expect(r.state.scores[0]).toBe(0);
  });

  it('auf einem gemeinsamen Stuhl passt beim Tauschen jede der beiden Klassen', () => {
    const s = position({ hands: [['Am2', 'Bm2'], ['Cm1']], seated: { C8: 'Bw1', C6: 'Xm1', C5: 'Aw1' } });
    const swaps = engine.legalActions(s, 0).filter((a) => a.type === 'swap');
    expect(swaps).toEqual([
      { type: 'swap', tile: 'Am2', chair: 'C6' },
      { type: 'swap', tile: 'Bm2', chair: 'C6' },
    ]);
  });
});

describe('Spielende', () => {
  it('Die Reise endet, wenn die Pianobar voll ist; dann −5 je Passagier, −10 je Direktor auf der Hand', () => {
    const bar = ALL_TILE_IDS.filter((t) => /^[JKL]/.test(t)).slice(0, 19);
    const s = position({ hands: [['Bm1', 'Bm2', 'Xm1', 'Bw1', 'Bw2'], ['Cm1']], bar, handSize: [4, 5] });
    const r = play(s, { type: 'bar', tile: 'Bm1' });
    expect(r.state.phase).toEqual({ kind: 'over', reason: 'barFull' });
    expect(r.state.penalties).toEqual([-25, -5]);
    expect(r.state.scores).toEqual([-14 - 25, -5]);
    expect(engine.outcome(r.state)?.ranks).toEqual([2, 1]);
    expect(engine.toAct(r.state)).toEqual([]);
    expect(code(r.state, { type: 'draw' })).toBe('COMMON_GAME_OVER');
  });

  it('… wenn alle Stühle besetzt sind', () => {
    const hands = [five('B'), ['Cm1']];
    const used = new Set(hands.flat());
    const free = ALL_TILE_IDS.filter((t) => !used.has(t) && !t.startsWith('B'));
    const seated: Record<string, string> = {};
    for (const c of CHAIRS)
      if (!['C8', 'C10', 'C9', 'C6'].includes(c.id)) seated[c.id] = free.shift() as string;
    Object.assign(seated, { C9: 'Bm4', C6: 'Bw4' });
    const s = position({ hands, seated, handSize: [3, 5] });
    const r = play(s, { ...seat(['Bm1', 'C8'], ['Bw1', 'C10']), pure: 'hand' });
    expect(r.state.phase).toEqual({ kind: 'over', reason: 'chairsFull' });
  });

  it('Wer den letzten Hocker oder Stuhl füllt, zieht nicht mehr nach: die Reise endet vor dem Nachziehen', () => {
    const bar = ALL_TILE_IDS.filter((t) => /^[JKL]/.test(t)).slice(0, 19);
    const s = position({ hands: [['Bm1', 'Bm2', 'Xm1', 'Bw1', 'Bw2'], ['Cm1']], bar, handSize: [5, 5] });
    const r = play(s, { type: 'bar', tile: 'Bm1' });
    expect(r.state.phase).toEqual({ kind: 'over', reason: 'barFull' });
    expect(r.state.hands[0]).toEqual(['Bm2', 'Xm1', 'Bw1', 'Bw2']);
    expect(r.state.penalties).toEqual([-25, -5]);
    expect(r.events.some((e) => e.type === 'drew')).toBe(false);

    const hands = [five('B'), ['Cm1']];
    const used = new Set(hands.flat());
    const free = ALL_TILE_IDS.filter((t) => !used.has(t) && !t.startsWith('B'));
    const seated: Record<string, string> = {};
    for (const c of CHAIRS)
      if (!['C8', 'C10', 'C9', 'C6'].includes(c.id)) seated[c.id] = free.shift() as string;
    Object.assign(seated, { C9: 'Bm4', C6: 'Bw4' });
    const full = play(position({ hands, seated, handSize: [5, 5] }), {
      ...seat(['Bm1', 'C8'], ['Bw1', 'C10']),
      pure: 'draw',
    });
    expect(full.state.phase).toEqual({ kind: 'over', reason: 'chairsFull' });
    expect(full.state.hands[0]).toHaveLength(3);
  });

  it('… wenn nur noch 4 Plättchen im Beutel liegen', () => {
    const s = position({ hands: [five('B'), five('C')], seated: elsewhere, bagSize: 6 });
    const moved = play(s, seat(['Bm1', 'C8'], ['Bw1', 'C10'])).state;
    const r = play(moved, { type: 'draw' });
    expect(r.state.bag).toHaveLength(4);
    expect(r.state.phase).toEqual({ kind: 'over', reason: 'bagLow' });
  });

  it('… oder ein Spieler keine Handkarten mehr hat (nach fünf reinen Tischen)', () => {
    const s = position({ hands: [['Bm1'], five('C')], handSize: [0, 5] });
    const r = play(s, { type: 'bar', tile: 'Bm1' });
    expect(r.state.phase).toEqual({ kind: 'over', reason: 'handEmpty' });
  });

  it('„Keine Handkarten“ heißt wirklich leer: wer noch einen Direktor hält, reist weiter', () => {
    const s = position({ hands: [['Bm1', 'Xm1'], five('C')], handSize: [0, 5] });
    const r = play(s, { type: 'bar', tile: 'Bm1' });
    expect(r.state.phase.kind).toBe('move');
    expect(r.state.turn).toBe(1);
  });

  // T3 full (women on its own chairs, men on the shared chairs): every neighbour holds one man,
  // every other table is empty – a male director can sit nowhere where he would score.
  const stuckBoard = { C8: 'Bw1', C10: 'Bw2', C9: 'Bm1', C6: 'Bm2' };

  it('Kann jemand gar nichts tun, setzt er automatisch aus', () => {
    const s = position({ hands: [['Dm1', 'Cm1', 'Cw1'], ['Xm1']], seated: stuckBoard, handSize: [2, 1] });
    const r = play(s, { type: 'bar', tile: 'Dm1' });
    expect(r.events).toContainEqual({ type: 'pass', seat: 1 });
    expect(r.state.turn).toBe(0);
    expect(r.state.phase.kind).toBe('move');
  });

  it('Kommt reihum zweimal niemand mehr weiter, ist die Reise ebenfalls zu Ende', () => {
    const s = position({ hands: [['Dm1', 'Xm2'], ['Xm1']], seated: stuckBoard, handSize: [1, 1] });
    const r = play(s, { type: 'bar', tile: 'Dm1' });
    expect(r.events.filter((e) => e.type === 'pass')).toHaveLength(4);
    expect(r.state.phase).toEqual({ kind: 'over', reason: 'stuck' });
    expect(r.state.penalties).toEqual([-10, -10]);
  });
});
