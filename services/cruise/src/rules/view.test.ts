import { isPlainJson, leakedIds } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { position } from './fixtures.test-util.js';

const elsewhere = { C14: 'Cm1', C17: 'Cw1' };

describe('Ansicht (view)', () => {
  it('zeigt das ganze Brett, alle Hände, Beutelzahl, Bar, Punkte, reine Tische und Handgrößen – nie den Beutel', () => {
    const s = engine.setup(engine.parseConfig({ players: 3 }), 'view');
    for (const seat of [0, 1, 2, null]) {
      const v = engine.view(s, seat);
      expect(leakedIds(v, s.bag)).toEqual([]);
      expect(isPlainJson(v)).toBe(true);
      expect(v.bagCount).toBe(85);
      expect(v.hands).toEqual(s.hands);
      expect(v.handSize).toEqual([5, 5, 5]);
      expect(v.chairs).toHaveLength(68);
      expect(v.tables).toHaveLength(24);
      expect(v.scores).toEqual([0, 0, 0]);
      expect(v.pureTables).toEqual([[], [], []]);
      expect(v.nextStool).toEqual({ stool: 1, points: 1 });
      expect(v.cruise?.station).toBe(0);
      expect(v.cruise?.nextEvent).not.toBeNull();
    }
  });

  it('Tischlupe: wer noch darf (Herr oder Dame) und was der Tisch gerade wert ist', () => {
    const s = position({ hands: [['Bm2'], ['Cm2']], seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm3' } });
    const tables = engine.view(s, 0).tables;
    // three of class B at T3: the fourth of class B (or a director) fills a pure table, 8 points
    expect(tables.find((t) => t.table === 'T3')).toEqual({
      table: 'T3',
      guests: 3,
      value: 8,
      man: false,
      woman: true,
    });
    // one man at T4: a second man may come, with a woman in the same move (2 + 1)
    expect(tables.find((t) => t.table === 'T4')).toEqual({
      table: 'T4',
      guests: 1,
      value: 2,
      man: true,
      woman: true,
    });
    const mixed = position({ hands: [['Bm2'], ['Cm2']], seated: { C8: 'Bm1', C10: 'Bw1', C6: 'Am3' } });
    expect(engine.view(mixed, 0).tables.find((t) => t.table === 'T3')).toMatchObject({ guests: 3, value: 4 });
    const dinner = position({
      hands: [['Bm2'], ['Cm2']],
      seated: { C8: 'Bm1', C10: 'Bw1', C9: 'Bm3' },
      effect: 'captainsDinner',
    });
    expect(engine.view(dinner, 0).tables.find((t) => t.table === 'T3')?.value).toBe(16);
  });

  it('für einen Passagier der Hand: alle Stühle, auf die er in einem erlaubten Zug darf, mit Punkten (· = braucht einen Partner)', () => {
    const s = position({ hands: [['Bw2', 'Cm2'], ['Dm1']], seated: { ...elsewhere, C8: 'Bm1' } });
    const hints = engine.view(s, 0).hints;
    const bw2 = hints?.tiles.find((t) => t.tile === 'Bw2')?.chairs ?? [];
    expect(bw2).toContainEqual({ chair: 'C10', points: 2, needsPartner: false, party: false });
    // T4 is empty and Cm2 could join it only on C12, where T5 would get a second man: no move
    expect(bw2.some((h) => h.chair === 'C11')).toBe(false);
    expect(bw2.some((h) => h.chair === 'C1')).toBe(false); // class A table
    const cm2 = hints?.tiles.find((t) => t.tile === 'Cm2')?.chairs ?? [];
    expect(cm2).toContainEqual({ chair: 'C18', points: 2, needsPartner: false, party: false }); // T6 next to Cw1
    // C15 (T5/T6): a second man at T5 next to Cm1 needs Bw2 on C12 in the same move
    expect(cm2).toContainEqual({ chair: 'C15', points: 4, needsPartner: true, party: false });
    expect(engine.view(s, 1).hints).toBeNull();
    expect(engine.view(s, null).hints).toBeNull();
  });

  it('die erlaubten Direktor-Tauschs stehen in den Hinweisen', () => {
    const s = position({ hands: [['Bm2'], ['Dm1']], seated: { C8: 'Bw1', C10: 'Xm1' } });
    expect(engine.view(s, 0).hints?.swaps).toEqual([{ tile: 'Bm2', chair: 'C10' }]);
  });

  it('Routenkarte: nur die passierten Stationen und das nächste Ereignis – nie die Route selbst', () => {
    const s = position({
      hands: [['Bm2'], ['Dm1']],
      route: 0,
      station: 1,
      seatedCount: 7,
      effect: 'freeSeating',
    });
    for (const seat of [0, 1, null]) {
      const c = engine.view(s, seat).cruise;
      expect(c).toMatchObject({ station: 1, seated: 7, nextStationAt: 12 });
      expect(c?.effect).toMatchObject({ id: 'freeSeating', name: 'Freie Platzwahl', lucky: true });
      expect(c?.nextEvent).toMatchObject({ id: 'heavySeas', name: 'Seegang', lucky: false });
      expect(c?.passed.map((x) => [x.station, x.event.id])).toEqual([[1, 'freeSeating']]);
      expect(Object.keys(c ?? {}).sort()).toEqual(
        ['effect', 'nextEvent', 'nextStationAt', 'passed', 'seated', 'station'].sort(),
      );
      // Nothing of the route's later stations, nor its name or number, is in the view.
      const later = [
        'captainsDinner',
        'barClosed',
        'happyHour',
        'storm',
        'galaEvening',
        'customs',
        'tableForOne',
        'barRush',
      ];
      const text = JSON.stringify(engine.view(s, seat));
      for (const id of [...later, 'Nordlandfahrt']) expect(text).not.toContain(id);
    }
  });
});
