import type { MagicianView } from '@spielcenter/hokus';
import { describe, expect, it } from 'vitest';
import { infoFor, recordText, safeChance, skunkChance } from './info';
import { newShow, play, viewOf } from './show.test-util';

const magician = (over: Partial<MagicianView>): MagicianView => ({
  seat: 1,
  onTable: 2,
  liftedOnTable: 0,
  inHand: 2,
  hats: 4,
  lost: 0,
  laurels: 0,
  eliminated: false,
  eliminatedRound: null,
  passed: false,
  record: { announced: 0, delivered: 0, catches: 0, trapper: false },
  ...over,
});

const names = ['Du', 'Lena', 'Max'];
const ctx = (state: ReturnType<typeof newShow>) => ({
  view: viewOf(state, 0),
  names,
  computers: [null, 'Computer (leicht)', 'Computer (leicht)'],
  skunkSeen: new Set<number>(),
});

describe('the info windows', () => {
  it('keeps the skunk sure until a hat is lost, then estimates it by the hats left', () => {
    expect(skunkChance(magician({}), false)).toBe(1);
    expect(skunkChance(magician({ hats: 3, lost: 1 }), false)).toBe(0.75);
    expect(skunkChance(magician({ hats: 3, lost: 1 }), true)).toBe(1);
    expect(skunkChance(magician({ hats: 0, lost: 4, eliminated: true }), false)).toBe(0);
  });

  it('estimates how safe the top hats of a foreign table are', () => {
    const m = magician({ onTable: 2, hats: 4 });
    expect(safeChance(m, 1, 1)).toBeCloseTo(0.75);
    expect(safeChance(m, 2, 1)).toBeCloseTo(0.5);
    expect(safeChance(m, 3, 1)).toBe(0);
    // one rabbit lifted already: the skunk hides in the other three
    expect(safeChance(magician({ onTable: 2, liftedOnTable: 1 }), 1, 1)).toBeCloseTo(2 / 3);
    expect(safeChance(m, 1, 0)).toBe(1);
  });

  it('tells the own hat what is inside, where it stands and from which number it hits the own skunk', () => {
    const s = play(
      newShow(3),
      [0, { type: 'place', hat: 'A4' }],
      [1, { type: 'place', hat: 'B1' }],
      [2, { type: 'place', hat: 'C1' }],
    );
    const own = infoFor({ kind: 'own', index: 0 }, ctx(s));
    expect(own.title).toBe('Dein Zylinder A4');
    expect(own.lines.join(' ')).toMatch(/Stinktier \(A4\) – auf deinem Tisch, 1\. von oben/);
    expect(own.lines.join(' ')).toMatch(/Kündigst du 1 Kaninchen oder mehr an/);
    const hand = infoFor({ kind: 'hand', hat: 'A2' }, ctx(s));
    expect(hand.lines[0]).toBe('Kaninchen (A2) – in deiner Hand.');
  });

  it("gives a foreign table counts and a rough estimate, never its hats' ids", () => {
    const s = play(
      newShow(3),
      [0, { type: 'place', hat: 'A1' }],
      [1, { type: 'place', hat: 'B4' }],
      [2, { type: 'place', hat: 'C1' }],
    );
    const info = infoFor({ kind: 'stack', seat: 1 }, ctx(s));
    expect(info.title).toBe('Zaubertisch von Lena');
    expect(info.lines.join(' ')).toMatch(/1 Zylinder verdeckt, 0 gehoben, 3 in der Hand/);
    expect(info.lines.join(' ')).toMatch(/oberster 75 %/);
    expect(JSON.stringify(info)).not.toMatch(/B[1-4]|Stinktier \(/);
  });

  it('shows the bluff record with the Fallensteller mark and the computer', () => {
    // The table named its computers (config `names`): seat 1 is Graf Flunker, a Bluffer by name.
    const show = newShow(3);
    const s = { ...show, config: { ...show.config, names: [null, 'Graf Flunker', 'Kalle Knall'] } };
    const info = infoFor({ kind: 'magician', seat: 1 }, ctx(s));
    expect(info.title).toBe('Bluff-Bilanz von Lena');
    expect(info.lines).toContain('Computer (leicht)');
    // his fixed style of play, the one of his name (whatever the seat and the table's size)
    expect(info.lines).toContain(
      'Spielstil: Bluffer – Kündigt auch mit dem eigenen Stinktier im Stapel an und hofft, dass ihn jemand überbietet.',
    );
    // people have no character
    expect(infoFor({ kind: 'magician', seat: 0 }, ctx(s)).lines.join(' ')).not.toMatch(/Spielstil/);
    expect(recordText(magician({ record: { announced: 3, delivered: 2, catches: 2, trapper: true } }))).toBe(
      'Angekündigt und geliefert: 2 von 3 · Stinktier zugeschnappt: 2×',
    );
  });
});
