import type { CruiseAction } from '@spielcenter/cruise';
import { describe, expect, it } from 'vitest';
import { activeTiles, barAllowed, chooseMove, marking, stillPossible, swapChairs } from './selection';

const legal: CruiseAction[] = [
  { type: 'seat', seats: [{ tile: 'Am1', chair: 'C1' }] },
  {
    type: 'seat',
    seats: [
      { tile: 'Am1', chair: 'C1' },
      { tile: 'Aw1', chair: 'C2' },
    ],
  },
  {
    type: 'seat',
    seats: [
      { tile: 'Am1', chair: 'C3' },
      { tile: 'Aw1', chair: 'C2' },
    ],
  },
  {
    type: 'seat',
    seats: [
      { tile: 'Am1', chair: 'C4' },
      { tile: 'Aw1', chair: 'C5' },
    ],
    pure: 'hand',
  },
  {
    type: 'seat',
    seats: [
      { tile: 'Am1', chair: 'C4' },
      { tile: 'Aw1', chair: 'C5' },
    ],
    pure: 'draw',
  },
  { type: 'bar', tile: 'Am1' },
  { type: 'swap', tile: 'Bm1', chair: 'C9' },
];

describe('Vormerken aus der Liste der erlaubten Züge', () => {
  it('ohne Vormerkung leuchten alle Stühle, die ein Passagier in einem Zug nehmen darf', () => {
    const m = marking(legal, []);
    expect([...(m.next.get('Am1') ?? [])].sort()).toEqual(['C1', 'C3', 'C4']);
    expect([...(m.next.get('Aw1') ?? [])].sort()).toEqual(['C2', 'C5']);
    expect(m.complete).toEqual([]);
    expect([...activeTiles(legal, m, [])].sort()).toEqual(['Am1', 'Aw1', 'Bm1']);
  });

  it('nach einer Vormerkung leuchten nur Stühle, die zu einem erlaubten Zug passen; ein ganzer Zug kann gesetzt werden', () => {
    const one = [{ tile: 'Am1', chair: 'C1' }];
    const m = marking(legal, one);
    expect([...m.next.keys()]).toEqual(['Aw1']);
    expect([...(m.next.get('Aw1') ?? [])]).toEqual(['C2']);
    expect(m.complete).toHaveLength(1);
    expect(m.asksPure).toBe(false);
    expect(chooseMove(m, null)).toEqual(legal[0]);
    // bar and swap only without marks
    expect([...activeTiles(legal, m, one)]).toEqual(['Aw1']);
  });

  it('ein Zug, der einen reinen Tisch füllt, fragt „Hand −1“ oder „Karte ziehen“', () => {
    const m = marking(legal, [
      { tile: 'Aw1', chair: 'C5' },
      { tile: 'Am1', chair: 'C4' },
    ]);
    expect(m.asksPure).toBe(true);
    expect(chooseMove(m, 'hand')).toEqual(legal[3]);
    expect(chooseMove(m, 'draw')).toEqual(legal[4]);
    expect(chooseMove(m, null)).toBeNull();
  });

  it('eine Vormerkung, die zu keinem Zug mehr gehört, fällt weg', () => {
    expect(stillPossible(legal, [{ tile: 'Aw1', chair: 'C2' }])).toBe(true);
    expect(stillPossible(legal, [{ tile: 'Aw1', chair: 'C1' }])).toBe(false);
    expect(stillPossible([], [])).toBe(true);
  });

  it('Bar und Tausch für den gewählten Passagier', () => {
    expect(barAllowed(legal, 'Am1')).toBe(true);
    expect(barAllowed(legal, 'Aw1')).toBe(false);
    expect(barAllowed(legal, null)).toBe(false);
    expect([...swapChairs(legal, 'Bm1')]).toEqual(['C9']);
    expect(swapChairs(legal, 'Am1').size).toBe(0);
  });
});
