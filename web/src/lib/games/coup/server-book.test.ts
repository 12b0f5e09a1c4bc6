import { lineupKey, pageOf } from '@spielcenter/coup';
import { describe, expect, it } from 'vitest';
import { bookOfPage, coupChoices, openTableChoices, readPages, soloPage } from './server-book';

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

  it('„anderen Coup wählen“ marks the coups as the solo form does and offers the skip after 8 failures', () => {
    // Anna and Bruno made coup 1, then failed coup 2 eight times (all evenings together).
    const at = (i: number) => Date.UTC(2026, 11, 1) + i * 3600_000;
    const tries = [
      { coup: 1, success: true, pfiff: false, humanSignal: false, at: at(0) },
      ...Array.from({ length: 8 }, (_, i) => ({ coup: 2, success: false, pfiff: false, humanSignal: false, at: at(i + 1) })),
    ];
    const seven = coupChoices(pageOf('a+b#3', tries.slice(0, 8)).book);
    expect(seven.coups.slice(0, 3).map((c) => c.status)).toEqual(['made', 'open', 'locked']);
    expect(seven.unlocked).toBe(2);
    expect(seven.skip).toBeNull();
    const eight = coupChoices(pageOf('a+b#3', tries).book);
    expect(eight.skip).toEqual({ skipped: 2, to: 3 });
    // after the skip (an attempt at coup 3): coup 2 grey, coup 3 and 4 … as unlocked goes on
    const skipped = coupChoices(
      pageOf('a+b#3', [...tries, { coup: 3, success: true, pfiff: false, humanSignal: false, at: at(10) }]).book,
    );
    expect(skipped.coups.slice(0, 4).map((c) => c.status)).toEqual(['made', 'skipped', 'made', 'open']);
  });

  it('opening a table with people: the host chooses the line-up whose page the coup grid shows', () => {
    const group = {
      ...page('a+b#3'),
      players: [
        { playerId: 'a', name: 'Anna' },
        { playerId: 'b', name: 'Bruno' },
      ],
      unlocked: 5,
    };
    const other = { ...page('a+c#4'), players: [{ playerId: 'a', name: 'Anna' }, { playerId: 'c', name: 'Clara' }] };
    const solo = { ...page('a#3'), players: [{ playerId: 'a', name: 'Anna' }], unlocked: 9 };
    const choices = openTableChoices(readPages([group, other, solo]), 'a', 3);
    expect(choices.map((c) => c.label)).toEqual([
      'Mit Bruno (freigeschaltet: Coup 5)',
      'Neue Besetzung (Coup 1)',
      'Du mit Computern (freigeschaltet: Coup 9)',
    ]);
    // the first (the group's) is offered first: its coup 5 may be opened
    expect(bookOfPage(choices[0]?.page ?? null).lineup).toBe('a+b#3');
    expect(choices[1]?.page).toBeNull();
    expect(openTableChoices([], 'a', 3).map((c) => c.label)).toEqual(['Neue Besetzung (Coup 1)']);
  });
});
