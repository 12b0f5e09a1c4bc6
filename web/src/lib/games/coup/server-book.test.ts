import { lineupKey } from '@spielcenter/coup';
import { describe, expect, it } from 'vitest';
import { bookOfPage, readPages, soloPage } from './server-book';

const page = (lineup: string) => ({
  lineup,
  seats: Number(lineup.split('#')[1]),
  players: [{ playerId: 'p1', name: 'Anna' }],
  coups: {
    '1': {
      attempts: 2,
      failed: 1,
      failedByEvening: {},
      pfiff: false,
      solvedAt: '2026-12-04T10:00:00.000Z',
      skipped: false,
      badges: { gold: false, blue: true, green: true },
    },
  },
  unlocked: 2,
  maySkip: false,
  points: 6,
  attempts: 2,
  lastAt: 1,
  failedTonight: {},
});

describe('the server’s Bandenbuch in the browser', () => {
  it('finds the solo line-up’s page by the player and the seats', () => {
    const pages = readPages([page(lineupKey(['p1'], 4)), page(lineupKey(['p1'], 3)), { lineup: 7 }, null]);
    expect(pages).toHaveLength(2);
    expect(soloPage(pages, 'p1', 3)?.seats).toBe(3);
    expect(soloPage(pages, 'p1', 5)).toBeNull();
    expect(soloPage(pages, 'p2', 4)).toBeNull();
    expect(readPages({})).toEqual([]);
  });

  it('reads a page as the engine’s Logbook, an empty one before the first attempt', () => {
    const p = readPages([page('p1#4')])[0] ?? null;
    expect(bookOfPage(p).coups['1']?.attempts).toBe(2);
    expect(bookOfPage(null, 'p1#4')).toEqual({ lineup: 'p1#4', coups: {} });
  });
});
