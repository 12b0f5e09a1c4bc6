import { describe, expect, it } from 'vitest';
import type { CruiseAction, SeatAction } from './actions.js';
import { engine } from './engine.js';
import { position } from './fixtures.test-util.js';
import { outcome } from './outcome.js';
import { BAR_VALUES, handPenalty, leaderboardPoints } from './scoring.js';
import type { CruiseState } from './state.js';

const seat = (...pairs: [string, string][]): SeatAction => ({
  type: 'seat',
  seats: pairs.map(([tile, chair]) => ({ tile, chair })),
});
const play = (s: CruiseState, a: CruiseAction, who = 0) => engine.apply(s, who, a);
const elsewhere = { C14: 'Cm1', C17: 'Cw1' };

describe('Punkte (Café International: so viele Punkte, wie Gäste am Tisch sitzen)', () => {
  it('ein Passagier bringt an seinem Tisch so viele Punkte, wie danach dort sitzen', () => {
    const s = position({ hands: [['Bm2'], []], seated: { C8: 'Bm1', C10: 'Bw1' } });
    expect(play(s, seat(['Bm2', 'C9'])).state.scores[0]).toBe(3 + 0); // T3: 3 guests; T4: alone there
  });

  it('zwei Passagiere an einem leeren Tisch bringen je 2', () => {
    const s = position({ hands: [['Bm1', 'Bw1'], []], seated: elsewhere });
    expect(play(s, seat(['Bm1', 'C8'], ['Bw1', 'C10'])).state.scores[0]).toBe(4);
  });

  it('Ein Passagier auf einem gemeinsamen Stuhl kann beide Tische werten', () => {
    const s = position({ hands: [['Bw2'], []], seated: { C8: 'Bm1', C11: 'Bm2' } });
    const r = play(s, seat(['Bw2', 'C9']));
    expect(r.state.scores[0]).toBe(4);
  });

  it('ein voller gemischter Tisch bringt 4 je Passagier, ein voller reiner Tisch 8', () => {
    const mixed = position({ hands: [['Aw2'], []], seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm2' } });
    expect(play(mixed, seat(['Aw2', 'C6'])).state.scores[0]).toBe(4);
    const pure = position({ hands: [['Bw2'], []], seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm2' } });
    expect(play(pure, { ...seat(['Bw2', 'C6']), pure: 'draw' }).state.scores[0]).toBe(8);
  });

  it('Wer einen Tisch nur mit seiner Klasse füllt (reiner Tisch), wählt „Hand −1“ oder „Karte ziehen“', () => {
    const s = position({
      hands: [['Bw2', 'Dm1', 'Dm2', 'Dm3', 'Dm4'], []],
      seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm2' },
    });
    expect(engine.explain(s, 0, seat(['Bw2', 'C6']))?.code).toBe('CRUISE_PURE_CHOICE');
    const legal = engine
      .legalActions(s, 0)
      .filter((a) => a.type === 'seat' && a.seats.length === 1 && a.seats[0]?.chair === 'C6');
    expect(legal).toEqual([
      { ...seat(['Bw2', 'C6']), pure: 'hand' },
      { ...seat(['Bw2', 'C6']), pure: 'draw' },
    ]);
    const mixed = position({ hands: [['Aw2'], []], seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm2' } });
    expect(engine.explain(mixed, 0, { ...seat(['Aw2', 'C6']), pure: 'hand' })?.code).toBe(
      'CRUISE_NO_PURE_TABLE',
    );
  });

  it('„Hand −1“: künftig eine Karte weniger nachziehen', () => {
    const s = position({
      hands: [
        ['Bw2', 'Dm1', 'Dm2', 'Dm3', 'Dm4'],
        ['Cm2', 'Cw2'],
      ],
      seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm2' },
    });
    const r = play(s, { ...seat(['Bw2', 'C6']), pure: 'hand' });
    expect(r.state.handSize[0]).toBe(4);
    expect(r.state.pureTables[0]).toEqual(['T3']);
    // hand is 4 = the new size: nothing to draw, the turn passes at once
    expect(r.state.phase.kind).toBe('move');
    expect(r.state.turn).toBe(1);
    const kept = play(s, { ...seat(['Bw2', 'C6']), pure: 'draw' });
    expect(kept.state.handSize[0]).toBe(5);
    expect(kept.state.phase.kind).toBe('draw');
  });

  it('Pianobar: Hocker 1–5 bringen +1 bis +5, danach −2 bis −10, dann −4 bis −12, zuletzt −6 bis −14', () => {
    expect(BAR_VALUES).toEqual([
      1, 2, 3, 4, 5, -2, -4, -6, -8, -10, -4, -6, -8, -10, -12, -6, -8, -10, -12, -14,
    ]);
    const s = position({ hands: [['Am1'], []], bar: ['Am2', 'Am3', 'Am4', 'Aw1', 'Aw2'] });
    const r = play(s, { type: 'bar', tile: 'Am1' });
    expect(r.state.scores[0]).toBe(-2);
    expect(r.state.bar).toHaveLength(6);
  });

  it('Hocker werden der Reihe nach besetzt: der erste bringt +1', () => {
    const s = position({ hands: [['Am1'], []] });
    const r = play(s, { type: 'bar', tile: 'Am1' });
    expect(r.events[0]).toMatchObject({ type: 'bar', stool: 1, points: 1 });
  });

  it('am Ende kostet jeder Passagier auf der Hand −5, jeder Direktor −10', () => {
    expect(handPenalty(['Am1', 'Xw1', 'Bw2'])).toBe(-20);
  });

  it('Bestenliste: Endstand (nie unter 0) plus Platzbonus 30 / 15 / 5', () => {
    expect(leaderboardPoints(42, 1)).toBe(72);
    expect(leaderboardPoints(-7, 2)).toBe(15);
    expect(leaderboardPoints(3, 3)).toBe(8);
    expect(leaderboardPoints(3, 4)).toBe(3);
  });

  it('Die meisten Punkte gewinnen, bei Gleichstand mehr reine Tische; sonst teilen sich die Spieler den Platz', () => {
    const base = position({ players: 4, hands: [[], [], [], []] });
    const over: CruiseState = {
      ...base,
      phase: { kind: 'over', reason: 'bagLow' },
      scores: [30, 30, 30, 10],
      pureTables: [['T1'], ['T3', 'T5'], ['T7'], []],
    };
    expect(outcome(over)?.ranks).toEqual([2, 1, 2, 4]);
    expect(outcome(over)?.leaderboardPoints).toEqual([45, 60, 45, 10]);
    expect(outcome(base)).toBeNull();
  });
});
