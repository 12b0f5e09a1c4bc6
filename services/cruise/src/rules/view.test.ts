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
    const t3 = engine.view(s, 0).tables.find((t) => t.table === 'T3');
    expect(t3).toEqual({ table: 'T3', guests: 3, value: 4, man: false, woman: true });
    const t4 = engine.view(s, 0).tables.find((t) => t.table === 'T4');
    expect(t4).toEqual({ table: 'T4', guests: 1, value: 2, man: false, woman: true });
  });

  it('für einen Passagier der Hand: alle Stühle, auf die er darf, mit Punkten (· = braucht einen Partner)', () => {
    const s = position({ hands: [['Bw2', 'Cm2'], ['Dm1']], seated: { ...elsewhere, C8: 'Bm1' } });
    const hints = engine.view(s, 0).hints;
    const bw2 = hints?.tiles.find((t) => t.tile === 'Bw2')?.chairs ?? [];
    expect(bw2).toContainEqual({ chair: 'C10', points: 2, needsPartner: false });
    expect(bw2).toContainEqual({ chair: 'C11', points: 0, needsPartner: true });
    expect(bw2.some((h) => h.chair === 'C1')).toBe(false); // class A table
    const cm2 = hints?.tiles.find((t) => t.tile === 'Cm2')?.chairs ?? [];
    expect(cm2).toContainEqual({ chair: 'C18', points: 2, needsPartner: false }); // T6 next to Cw1
    expect(cm2.some((h) => h.chair === 'C15')).toBe(false); // T5 would hold two men
    expect(engine.view(s, 1).hints).toBeNull();
    expect(engine.view(s, null).hints).toBeNull();
  });

  it('die erlaubten Direktor-Tauschs stehen in den Hinweisen', () => {
    const s = position({ hands: [['Bm2'], ['Dm1']], seated: { C8: 'Bw1', C10: 'Xm1' } });
    expect(engine.view(s, 0).hints?.swaps).toEqual([{ tile: 'Bm2', chair: 'C10' }]);
  });

  it('Route, Station, nächstes Ereignis und aktive Wirkung', () => {
    const s = position({
      hands: [['Bm2'], ['Dm1']],
      route: 0,
      station: 1,
      seatedCount: 7,
      effect: 'freeSeating',
    });
    const c = engine.view(s, 1).cruise;
    expect(c).toMatchObject({ route: 0, name: 'Nordlandfahrt', station: 1, seated: 7, nextStationAt: 12 });
    expect(c?.effect).toMatchObject({ id: 'freeSeating', name: 'Freie Platzwahl', lucky: true });
    expect(c?.nextEvent).toMatchObject({ id: 'heavySeas', name: 'Seegang', lucky: false });
    expect(c?.stations.map((x) => [x.station, x.event.id, x.reached])).toEqual([
      [1, 'freeSeating', true],
      [2, 'heavySeas', false],
    ]);
  });
});
