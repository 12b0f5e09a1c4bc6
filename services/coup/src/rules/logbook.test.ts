import { describe, expect, it } from 'vitest';
import { CAMPAIGN } from './campaign.js';
import { SPECIAL_KINDS } from './coups.js';
import { dailyCoup } from './daily.js';
import {
  type AttemptReport,
  coupPoints,
  emptyLogbook,
  lineupKey,
  maySkip,
  recordAttempt,
  skipCoup,
  unlockedCoup,
} from './logbook.js';

const attempt = (coup: number, success: boolean, more: Partial<AttemptReport> = {}): AttemptReport => ({
  coup,
  success,
  pfiff: false,
  humanSignal: false,
  evening: '2026-12-02',
  at: '2026-12-02T20:00:00Z',
  ...more,
});

describe('Bandenbuch und Punkte', () => {
  it('Jede Besetzung – wer mit wem und wie viele Plätze – hat ihre eigene Seite', () => {
    expect(lineupKey(['bea', 'al'], 3)).toBe('al+bea#3');
    expect(lineupKey(['al', 'bea'], 3)).toBe(lineupKey(['bea', 'al'], 3));
    expect(lineupKey(['al', 'bea'], 4)).not.toBe(lineupKey(['al', 'bea'], 3));
  });

  it('Versuche je Coup, Pfiff und wann er geschafft wurde', () => {
    let { book } = recordAttempt(emptyLogbook('x'), attempt(1, false));
    ({ book } = recordAttempt(book, attempt(1, true, { pfiff: true })));
    expect(book.coups['1']).toMatchObject({
      attempts: 3,
      failed: 1,
      pfiff: true,
      solvedAt: '2026-12-02T20:00:00Z',
    });
  });

  it('Freigeschaltet ist immer der Coup nach dem höchsten geschafften', () => {
    let book = emptyLogbook('x');
    expect(unlockedCoup(book)).toBe(1);
    ({ book } = recordAttempt(book, attempt(1, true)));
    ({ book } = recordAttempt(book, attempt(2, true)));
    expect(unlockedCoup(book)).toBe(3);
  });

  it('5 + Coup-Nummer Punkte, je Fehlversuch an diesem Abend einen weniger (mindestens 3)', () => {
    expect(coupPoints(10, 0)).toBe(15);
    expect(coupPoints(10, 4)).toBe(11);
    expect(coupPoints(1, 9)).toBe(3);
    let book = emptyLogbook('x');
    ({ book } = recordAttempt(book, attempt(4, false, { evening: 'gestern' })));
    ({ book } = recordAttempt(book, attempt(4, false)));
    ({ book } = recordAttempt(book, attempt(4, false)));
    expect(recordAttempt(book, attempt(4, true)).points).toBe(7);
    expect(recordAttempt(book, attempt(4, false)).points).toBe(0);
  });

  it('Überspringen: nach 8 Fehlversuchen (alle Abende zusammen) grau, keine Punkte, der nächste ist frei', () => {
    let book = emptyLogbook('x');
    for (let i = 0; i < 7; i++) ({ book } = recordAttempt(book, attempt(1, false, { evening: `e${i % 3}` })));
    expect(maySkip(book)).toBe(false);
    ({ book } = recordAttempt(book, attempt(1, false)));
    expect(maySkip(book)).toBe(true);
    book = skipCoup(book);
    expect(book.coups['1']?.skipped).toBe(true);
    expect(unlockedCoup(book)).toBe(2);
    // Nachholen könnt ihr ihn jederzeit
    const { book: after, points } = recordAttempt(book, attempt(1, true));
    expect(after.coups['1']?.skipped).toBe(false);
    expect(points).toBe(5);
  });

  it('Abzeichen: gold = im 1. Versuch überhaupt, blau = ohne Pfiff, grün = ohne menschliches Handzeichen', () => {
    const first = recordAttempt(emptyLogbook('x'), attempt(3, true, { pfiff: true, humanSignal: true })).book;
    expect(first.coups['3']?.badges).toEqual({ gold: true, blue: false, green: false });
    // auch wenn ihr einen schon geschafften Coup noch einmal sauber spielt
    const again = recordAttempt(first, attempt(3, true)).book;
    expect(again.coups['3']?.badges).toEqual({ gold: true, blue: true, green: true });
    const late = recordAttempt(
      recordAttempt(emptyLogbook('x'), attempt(3, false)).book,
      attempt(3, true),
    ).book;
    expect(late.coups['3']?.badges.gold).toBe(false);
  });
});

describe('Die Kampagne', () => {
  it('50 Coups mit deutschem Titel und Akte, wachsend in der Schwierigkeit, jede Art von Sonderauftrag', () => {
    expect(CAMPAIGN).toHaveLength(50);
    for (const c of CAMPAIGN) {
      expect(c.title.length).toBeGreaterThan(3);
      expect(c.file.length).toBeGreaterThan(10);
      expect(c.marks.length).toBeLessThanOrEqual(c.loot);
    }
    expect(CAMPAIGN[0]?.loot).toBe(1);
    expect(CAMPAIGN[49]?.loot).toBe(10);
    const kinds = new Set(CAMPAIGN.map((c) => c.special));
    for (const k of SPECIAL_KINDS) expect(kinds).toContain(k);
    expect(CAMPAIGN.some((c) => c.lootMode === 'allLoot')).toBe(true);
    expect(CAMPAIGN.some((c) => c.lootMode === 'distribute')).toBe(true);
    expect(CAMPAIGN.some((c) => c.alarm)).toBe(true);
    expect(CAMPAIGN.some((c) => c.bugs > 1)).toBe(true);
    const avg = (from: number) =>
      CAMPAIGN.slice(from, from + 10).reduce((n, c) => n + c.loot + c.marks.length, 0);
    expect(avg(40)).toBeGreaterThan(avg(0));
  });

  it('Tagescoup: für alle derselbe Coup an einem Tag', () => {
    expect(dailyCoup('2026-12-02')).toBe(dailyCoup('2026-12-02'));
    expect(dailyCoup('2026-12-02')).toBeGreaterThanOrEqual(1);
    expect(dailyCoup('2026-12-02')).toBeLessThanOrEqual(50);
  });
});
