import { describe, expect, it } from 'vitest';
import type { CruiseAction, SeatAction } from './actions.js';
import { engine } from './engine.js';
import { position } from './fixtures.test-util.js';
import type { CruiseState } from './state.js';

// T3 (class B): own chairs C8, C10; C9 shared with T4 (B); C6 shared with T2 (A).
// T2 (class A): own C5; C7 shared with T8 (D). T4 (B): own C11, C13; C12 shared with T5 (C).

const seat = (...pairs: [string, string][]): SeatAction => ({
  type: 'seat',
  seats: pairs.map(([tile, chair]) => ({ tile, chair })),
});
const play = (s: CruiseState, a: CruiseAction, who = 0) => engine.apply(s, who, a);
const code = (s: CruiseState, a: CruiseAction, who = 0) => engine.explain(s, who, a)?.code ?? null;
/** Something seated far away, so the board is not empty. */
const elsewhere = { C14: 'Cm1', C17: 'Cw1' };

describe('Sitzregeln', () => {
  it('Ein Passagier darf nur an einen Tisch seiner Klasse', () => {
    const s = position({ hands: [['Bm1', 'Bw1', 'Am1', 'Aw1'], []], seated: elsewhere });
    expect(code(s, seat(['Bm1', 'C8'], ['Bw1', 'C10']))).toBeNull();
    expect(code(s, seat(['Am1', 'C8'], ['Bw1', 'C10']))).toBe('CRUISE_WRONG_CLASS');
    const err = engine.explain(s, 0, seat(['Am1', 'C8'], ['Bw1', 'C10']));
    expect(err?.de).toContain('nur an einen Tisch seiner Klasse');
    expect(err?.en).toContain('table of his class');
  });

  it('Auf einem gemeinsamen Stuhl darf ein Passagier jeder der beiden Klassen sitzen – er zählt dann an beiden Tischen', () => {
    const s = position({ hands: [['Am1', 'Bm1'], []], seated: { C5: 'Aw1', C8: 'Bw1' } });
    expect(code(s, seat(['Bm1', 'C6']))).toBeNull();
    const r = play(s, seat(['Am1', 'C6']));
    expect(r.state.scores[0]).toBe(4); // 2 at T2 and 2 at T3
    expect(r.events[0]).toMatchObject({
      tables: [
        { table: 'T2', points: 2 },
        { table: 'T3', points: 2 },
      ],
    });
  });

  it('Paar-Regel: höchstens 2 Herren und 2 Damen', () => {
    const s = position({ hands: [['Bm3', 'Aw3'], []], seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm2' } });
    expect(code(s, seat(['Bm3', 'C6']))).toBe('CRUISE_PAIR_RULE');
    expect(code(s, seat(['Aw3', 'C6']))).toBeNull();
  });

  it('Paar-Regel: nie zwei mehr vom einen als vom anderen', () => {
    const s = position({ hands: [['Bm1', 'Bm2', 'Bw1'], []], seated: elsewhere });
    expect(code(s, seat(['Bm1', 'C8'], ['Bm2', 'C10']))).toBe('CRUISE_PAIR_RULE');
    const err = engine.explain(s, 0, seat(['Bm1', 'C8'], ['Bm2', 'C10']));
    expect(err?.de).toContain('Paar-Regel');
    expect(err?.params).toEqual({ table: 'T3' });
  });

  it('Ein voller Tisch sind also zwei Ehepaare', () => {
    const s = position({ hands: [['Bm2', 'Aw2'], []], seated: { C8: 'Bm1', C10: 'Bw1' } });
    const r = play(s, seat(['Bm2', 'C9'], ['Aw2', 'C6']));
    expect(r.state.chairs.filter(Boolean)).toHaveLength(4);
  });

  it('auf einem gemeinsamen Stuhl gilt die Herr/Dame-Regel für beide Tische', () => {
    // T4 already has 2 men and 1 woman; T3 is fine with one more man, T4 is not.
    const s = position({ hands: [['Bm3'], []], seated: { C11: 'Bm1', C13: 'Bw1', C12: 'Bm2', C8: 'Bw2' } });
    expect(engine.explain(s, 0, seat(['Bm3', 'C9']))).toMatchObject({
      code: 'CRUISE_PAIR_RULE',
      params: { table: 'T4' },
    });
  });

  it('Niemand sitzt allein: Jeder gesetzte Passagier muss Punkte bringen', () => {
    const s = position({ hands: [['Bm1', 'Bw1', 'Cm2'], []], seated: elsewhere });
    expect(code(s, seat(['Bm1', 'C8']))).toBe('CRUISE_ALONE');
    // one scores at T5 (next to Cm1), the other sits alone at T3: still refused
    expect(code(s, seat(['Bm1', 'C8'], ['Cm2', 'C16']))).toBe('CRUISE_PAIR_RULE');
    expect(code(s, seat(['Bw1', 'C8'], ['Cm2', 'C18']))).toBe('CRUISE_ALONE');
  });

  it('Wer einen Passagier an einen leeren Tisch setzt, muss im selben Zug seinen Partner dazusetzen', () => {
    const s = position({ hands: [['Bm1', 'Bw1'], []], seated: elsewhere });
    const r = play(s, seat(['Bm1', 'C8'], ['Bw1', 'C10']));
    expect(r.state.scores[0]).toBe(4);
  });

  it('Erster Zug: Auf dem ganz leeren Brett darf der Startspieler einen einzelnen Passagier ohne Punkte setzen', () => {
    const s = position({
      hands: [
        ['Bm1', 'Bw1'],
        ['Cm1', 'Cw1'],
      ],
    });
    const r = play(s, seat(['Bm1', 'C8']));
    expect(r.state.scores[0]).toBe(0);
    const next = play(r.state, { type: 'draw' }).state;
    expect(code(next, seat(['Cm1', 'C14']), 1)).toBe('CRUISE_ALONE');
    expect(engine.legalActions(s, 0)).toContainEqual(seat(['Bm1', 'C8']));
  });

  it('Der Direktor darf an jeden Tisch; er gilt als die Klasse dieses Tisches', () => {
    // Xw1 on C6 (T2/T3) completes T3 as a pure class-B table: 8 points, and a pure table.
    const s = position({ hands: [['Xw1', 'Bw2'], []], seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm2' } });
    expect(code(s, seat(['Xw1', 'C6']))).toBe('CRUISE_PURE_CHOICE');
    const r = play(s, { ...seat(['Xw1', 'C6']), pure: 'draw' });
    expect(r.state.scores[0]).toBe(8);
    expect(r.state.pureTables[0]).toEqual(['T3']);
    const far = position({ hands: [['Xm1'], []], seated: { C33: 'Fw1' } });
    expect(code(far, seat(['Xm1', 'C35']))).toBeNull();
  });
});

describe('Variante Kaffeekränzchen & Stammtisch', () => {
  const women = ['Bw1', 'Bw2', 'Bw3', 'Bw4'];
  const party = seat(['Bw1', 'C8'], ['Bw2', 'C9'], ['Bw3', 'C10'], ['Bw4', 'C6']);

  it('vier Damen (Kaffeekränzchen) an einem Tisch: bis zu vier auf einmal, gegen die Paar-Regel; aus nur einer Klasse 40', () => {
    const s = position({ singleGenderTables: true, hands: [women, []], seated: elsewhere });
    const r = play(s, { ...party, pure: 'draw' });
    expect(r.state.scores[0]).toBe(40);
    expect(r.events[0]).toMatchObject({ party: 'T3' });
  });

  it('ohne Variante bleibt es bei 1 oder 2 Passagieren', () => {
    const s = position({ hands: [women, []], seated: elsewhere });
    expect(code(s, { ...party, pure: 'draw' })).toBe('CRUISE_SEAT_COUNT');
  });

  it('vier Herren (Stammtisch) aus gemischten Klassen: 20 Punkte; der gemeinsame Stuhl wertet am Nachbartisch normal', () => {
    const s = position({
      singleGenderTables: true,
      hands: [['Bm1', 'Bm2', 'Bm3', 'Am1'], []],
      seated: { ...elsewhere, C5: 'Aw1' },
    });
    const r = play(s, seat(['Bm1', 'C8'], ['Bm2', 'C9'], ['Bm3', 'C10'], ['Am1', 'C6']));
    // T3: 20 (mixed classes), T2: Am1 next to Aw1 = 2
    expect(r.state.scores[0]).toBe(22);
  });

  it('Direktoren zählen mit; bis zu vier: drei dazu, wenn schon eine Dame sitzt', () => {
    const s = position({
      singleGenderTables: true,
      hands: [['Bw2', 'Xw1', 'Bw3'], []],
      seated: { ...elsewhere, C8: 'Bw1' },
    });
    const r = play(s, { ...seat(['Bw2', 'C9'], ['Xw1', 'C10'], ['Bw3', 'C6']), pure: 'hand' });
    expect(r.state.scores[0]).toBe(40);
    expect(r.state.handSize[0]).toBe(4);
  });

  it('die Klassen-Regel gilt weiter', () => {
    const s = position({
      singleGenderTables: true,
      hands: [['Bw1', 'Bw2', 'Bw3', 'Cw1'], []],
      seated: elsewhere,
    });
    expect(code(s, seat(['Bw1', 'C8'], ['Bw2', 'C9'], ['Bw3', 'C10'], ['Cw1', 'C6']))).toBe(
      'CRUISE_WRONG_CLASS',
    );
  });

  it('an Nachbartischen über gemeinsame Stühle die normale Sitzordnung', () => {
    // T4 already has a woman on C11: a second woman on the shared C9 breaks the pair rule at T4.
    const s = position({
      singleGenderTables: true,
      hands: [women, []],
      seated: { ...elsewhere, C11: 'Dw1' },
    });
    expect(engine.explain(s, 0, { ...party, pure: 'draw' })).toMatchObject({
      code: 'CRUISE_PAIR_RULE',
      params: { table: 'T4' },
    });
  });

  it('die Züge stehen in der Liste der erlaubten Aktionen; die passenden Stühle leuchten (party)', () => {
    const s = position({ singleGenderTables: true, hands: [women, []], seated: elsewhere });
    const legal = engine.legalActions(s, 0);
    expect(legal).toContainEqual({ ...party, pure: 'draw' });
    const bw1 = engine.view(s, 0).hints?.tiles.find((t) => t.tile === 'Bw1')?.chairs ?? [];
    expect(bw1.find((h) => h.chair === 'C8')).toMatchObject({ party: true, needsPartner: true });
    const off = position({ hands: [women, []], seated: elsewhere });
    expect(
      engine
        .view(off, 0)
        .hints?.tiles.flatMap((t) => t.chairs)
        .some((h) => h.party),
    ).toBe(false);
  });
});
