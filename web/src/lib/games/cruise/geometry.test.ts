import { CHAIRS, TABLES } from '@spielcenter/cruise';
import { describe, expect, it } from 'vitest';
import { CHAIR_R, chairHalves, FINGER_R, helm, STOOL_R, stoolPosition, TABLE_R } from './geometry';

const dist = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

describe('Zeichnung des Speisesaals', () => {
  it('die 20 Hocker liegen in vier Reihen im Kreuz der Pianobar, frei von Tischen und Stühlen', () => {
    const stools = Array.from({ length: 20 }, (_, i) => stoolPosition(i + 1));
    for (const [i, s] of stools.entries()) {
      expect(s.x).toBeGreaterThan(0.78 + STOOL_R);
      expect(s.x).toBeLessThan(4.22 - STOOL_R);
      for (const other of stools.slice(i + 1)) expect(dist(s, other)).toBeGreaterThan(2 * STOOL_R);
      for (const c of CHAIRS) expect(dist(s, c)).toBeGreaterThan(STOOL_R + CHAIR_R);
      for (const t of TABLES) expect(dist(s, t)).toBeGreaterThan(STOOL_R + TABLE_R);
    }
    // rows of five: 1–5 across the upper arm, 6–10 down the right arm
    expect(new Set(stools.slice(0, 5).map((s) => s.y)).size).toBe(1);
    expect(new Set(stools.slice(5, 10).map((s) => s.x)).size).toBe(1);
  });

  it('Stühle und Tische überlappen sich nicht', () => {
    for (const [i, c] of CHAIRS.entries()) {
      for (const o of CHAIRS.slice(i + 1)) expect(dist(c, o)).toBeGreaterThanOrEqual(2 * CHAIR_R);
      for (const t of TABLES) expect(dist(c, t)).toBeGreaterThanOrEqual(CHAIR_R + TABLE_R);
    }
  });

  it('ein gemeinsamer Stuhl hat zwei Hälften in den Farben seiner Tische, ein eigener keine', () => {
    const shared = CHAIRS.find((c) => c.shared && c.tables.includes('T1') && c.tables.includes('T2'));
    const halves = shared ? chairHalves(shared, shared, 0.2) : null;
    expect(halves?.map((h) => h.table)).toEqual(['T1', 'T2']);
    const own = CHAIRS.find((c) => !c.shared);
    expect(own ? chairHalves(own, own, 0.2) : 'x').toBeNull();
  });

  it('Tischlupe: der Tisch in der Mitte, die Nachbarn wie Speichen, jeder Stuhl einmal', () => {
    const h = helm('T8');
    expect(h?.spokes.map((s) => s.item.id).sort()).toEqual(['T2', 'T7']);
    expect(
      helm('T2')
        ?.spokes.map((s) => s.item.id)
        .sort(),
    ).toEqual(['T1', 'T3', 'T8']);
    const ids = h?.chairs.map((c) => c.item.id) ?? [];
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of h?.spokes ?? []) expect(dist(s.at, { x: 0, y: 0 })).toBeCloseTo(2.6);
    expect(helm('T99')).toBeNull();
  });

  it('Tischlupe am Handy: die Fingerflächen der vier eigenen Stühle berühren nichts anderes', () => {
    for (const t of TABLES) {
      const h = helm(t.id);
      if (!h) throw new Error(t.id);
      const own = h.chairs.filter((c) => t.chairs.includes(c.item.id));
      const others = h.chairs.filter((c) => !t.chairs.includes(c.item.id));
      expect(own).toHaveLength(4);
      for (const [i, c] of own.entries()) {
        for (const o of own.slice(i + 1)) expect(dist(c.at, o.at)).toBeGreaterThan(2 * FINGER_R);
        for (const o of others) expect(dist(c.at, o.at)).toBeGreaterThan(FINGER_R + CHAIR_R * o.scale);
        for (const s of h.spokes) expect(dist(c.at, s.at)).toBeGreaterThan(FINGER_R + TABLE_R * s.scale);
        // into the own table's disc (drawn below the chairs) by at most 0.05
        expect(dist(c.at, h.centre.at) - FINGER_R).toBeGreaterThan(TABLE_R * h.centre.scale - 0.05);
      }
    }
  });
});
