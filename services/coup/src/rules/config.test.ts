import { describe, expect, it } from 'vitest';
import { parseConfig } from './config.js';
import { deck } from './fixture.test-util.js';

function badConfig(input: unknown): string {
  try {
    parseConfig(input);
  } catch (e) {
    expect((e as { code?: string }).code).toBe('COMMON_BAD_CONFIG');
    return (e as { en: string }).en;
  }
  throw new Error('accepted');
}

describe('parseConfig', () => {
  it('Standard: Coup 1, Pfiff auf Wunsch, alle Plätze Menschen', () => {
    expect(parseConfig({ players: 3 })).toEqual({
      players: 3,
      coup: 1,
      pfiff: 'wish',
      humans: [0, 1, 2],
      attempt: 1,
      failedTonight: 0,
      daily: false,
    });
  });

  it('unbekannte Schlüssel werden abgelehnt, auch in deck', () => {
    expect(badConfig({ players: 3, colour: 'red' })).toContain('colour');
    const d = deck(3, {}, ['J1']);
    expect(parseConfig({ players: 3, deck: d }).deck).toEqual(d);
    expect(badConfig({ players: 3, deck: { ...d, jokers: 2 } })).toContain('jokers');
    expect(badConfig({ players: 3, deck: { ...d, shadow: undefined, Loot: ['J1'] } })).toContain('Loot');
  });

  it('deck: Handgrößen, alle 40 Karten, Beute aus verschiedenen Farbkarten in der Farbe der Coup-Akte', () => {
    const d = deck(3, {}, ['J1']);
    expect(badConfig({ players: 4, deck: d })).toContain('4 hands');
    expect(badConfig({ players: 3, deck: { ...d, loot: ['D1'] } })).toContain('colour cards');
    expect(badConfig({ players: 3, coup: 2, deck: { ...d, loot: ['J1', 'J1'] } })).toContain('distinct');
    // Coup 3 „Erst die Uhr, dann die Perle“
    expect(badConfig({ players: 3, coup: 3, deck: { ...d, loot: ['P1', 'U1'] } })).toContain('watches');
    expect(parseConfig({ players: 3, coup: 3, deck: { ...d, loot: ['U1', 'P1'] } }).coup).toBe(3);
  });

  it('Spieler 2–5, Coup 1–50, Menschen verschiedene Plätze', () => {
    for (const bad of [
      { players: 1 },
      { players: 6 },
      { players: 3, coup: 51 },
      { players: 3, pfiff: 'never' },
      { players: 3, humans: [3] },
      { players: 3, humans: [1, 1] },
      null,
      'players',
    ])
      badConfig(bad);
  });
});
