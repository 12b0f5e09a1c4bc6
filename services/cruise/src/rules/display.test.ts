import { Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { chairClasses, seatingPreview, stoolPoints, tableGuests } from './display.js';
import { engine } from './engine.js';
import { ownChairs, position, sharedChair } from './fixtures.test-util.js';
import { playCruise } from './playout.test-util.js';

const RUNS = Number(process.env.PROPERTY_RUNS ?? 20);

describe('Anzeige-Helfer (aus der Ansicht)', () => {
  it('die Vorschau eines Zuges bringt genau die Punkte und reinen Tische, die der Zug dann bringt', () => {
    let checked = 0;
    for (let g = 0; g < RUNS; g++) {
      const players = 2 + (g % 3);
      const config = { players, mode: g % 2 ? 'classic' : 'cruise', singleGenderTables: g % 4 < 2 };
      playCruise(config, `preview-${g}`, Rng.fromSeed(`preview-${g}`), (step) => {
        if (step.action.type !== 'seat') return;
        const seated = step.events.find((e) => e.type === 'seated');
        const pure = step.events.find((e) => e.type === 'pureTable');
        const preview = seatingPreview(engine.view(step.before, step.seat), step.action.seats);
        expect(preview?.points).toBe(seated?.points);
        expect(preview?.tables).toEqual(seated?.tables);
        expect(preview?.party).toBe(seated?.party);
        expect(preview?.pure).toEqual(pure?.tables ?? []);
        checked++;
      });
    }
    expect(checked).toBeGreaterThan(RUNS * 10);
  });

  it('zeigt, was ein halber Zug bisher bringt, und kennt keine fremden Ids', () => {
    const [a, b] = ownChairs('T3') as [string, string];
    const v = engine.view(position({ hands: [['Bm1', 'Bw1'], []] }), 0);
    expect(seatingPreview(v, [{ tile: 'Bm1', chair: a }])).toEqual({
      points: 0,
      tables: [{ table: 'T3', points: 0 }],
      pure: [],
      party: null,
    });
    expect(
      seatingPreview(v, [
        { tile: 'Bm1', chair: a },
        { tile: 'Bw1', chair: b },
      ])?.points,
    ).toBe(4);
    expect(seatingPreview(v, [{ tile: 'Bm9', chair: a }])).toBeNull();
    expect(seatingPreview(v, [{ tile: 'Bm1', chair: 'C99' }])).toBeNull();
    expect(seatingPreview(v, [])).toBeNull();
  });

  it('Tischlupe: wer an einem Tisch sitzt, rein oder nicht, und welche Stühle er mit wem teilt', () => {
    const shared = sharedChair('T3', 'T4');
    const [own] = ownChairs('T3') as [string];
    const v = engine.view(position({ seated: { [own]: 'Bm1', [shared]: 'Bw1' } }), 0);
    const g = tableGuests(v, 'T3');
    expect(g).toMatchObject({ table: 'T3', cls: 'B', men: 1, women: 1, guests: 2, pure: true });
    expect(g?.chairs).toHaveLength(4);
    expect(g?.chairs.find((c) => c.chair === shared)).toEqual({ chair: shared, tile: 'Bw1', with: 'T4' });
    expect(g?.chairs.find((c) => c.chair === own)).toEqual({ chair: own, tile: 'Bm1', with: null });
    const mixed = engine.view(position({ seated: { [sharedChair('T2', 'T3')]: 'Am1' } }), 0);
    expect(tableGuests(mixed, 'T3')?.pure).toBe(false);
    expect(tableGuests(v, 'T25')).toBeNull();
    expect(tableGuests(v, 'X3')).toBeNull();
  });

  it('ein Stuhl nimmt die Klasse seines Tisches, ein gemeinsamer beide; ein Hocker kostet, was er jetzt kostet', () => {
    expect(chairClasses(sharedChair('T2', 'T3'))).toEqual(['A', 'B']);
    expect(chairClasses(ownChairs('T24')[0] as string)).toEqual(['L']);
    expect(chairClasses('C0')).toEqual([]);
    const v = engine.view(position({}), 0);
    expect([1, 5, 6, 20].map((s) => stoolPoints(v, s))).toEqual([1, 5, -2, -14]);
    const happy = engine.view(position({ effect: 'happyHour' }), 0);
    expect([1, 5, 6, 20].map((s) => stoolPoints(happy, s))).toEqual([1, 5, 0, 0]);
  });
});
