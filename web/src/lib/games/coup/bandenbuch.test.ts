// What this browser keeps of Speedcoup: the Tagescoup's attempts of the day, and the Bandenbuch page
// it kept before the server's (shown once). Everything else of the Bandenbuch is the server's.
import { describe, expect, it } from 'vitest';
import {
  dailyToday,
  emptyStore,
  loadStore,
  recordDaily,
  saveStore,
  soloLineup,
  startDaily,
  takeOldBook,
} from './bandenbuch';

const at = (day: number, hour = 20) => new Date(2026, 11, day, hour);
const fail = { coup: 1, success: false, pfiff: false, humanSignal: false, daily: true };
const memory = () => {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
};

describe('Speedcoup in this browser', () => {
  it('Tagescoup: gezählt wird, im wievielten Versuch er geschafft wird – einmal je Tisch', () => {
    let s = emptyStore();
    const today = '2026-12-03';
    const first = startDaily(s, today);
    expect(first.attempt).toBe(1);
    s = first.store;
    const coup = dailyToday(s, today).coup;
    s = recordDaily(s, 'd1', { ...fail, coup, attempt: 1 }, at(3)).store;
    const second = startDaily(s, today);
    expect(second.attempt).toBe(2);
    s = recordDaily(second.store, 'd2', { ...fail, coup, success: true, attempt: 2 }, at(3)).store;
    expect(recordDaily(s, 'd2', { ...fail, coup, success: true, attempt: 2 }, at(3)).fresh).toBe(false);
    expect(dailyToday(s, today)).toMatchObject({ coup, attempts: 2, madeIn: 2 });
    // an attempt that is no Tagescoup is the server's Bandenbuch alone
    expect(recordDaily(s, 't9', { ...fail, daily: false }, at(3))).toEqual({ store: s, fresh: false });
  });

  it('bleibt im Browser: speichern und laden', () => {
    const storage = memory();
    const s = startDaily(emptyStore(), '2026-12-03').store;
    saveStore(s, storage);
    expect(loadStore(storage)).toEqual(s);
    storage.setItem('spielcenter.coup.bandenbuch', '{kaputt');
    expect(loadStore(storage)).toEqual(emptyStore());
  });
});

describe('the Bandenbuch this browser kept before the server', () => {
  it('is shown once, then never again; an empty one not at all', () => {
    const storage = memory();
    const lineup = soloLineup(4);
    expect(soloLineup(2)).toMatch(/#3$/); // the Schatten was a seat
    expect(takeOldBook(lineup, storage)).toBeNull();
    // a page as this browser stored it before the server's Bandenbuch
    const book = {
      lineup,
      coups: {
        '1': {
          attempts: 1,
          failed: 0,
          failedByEvening: {},
          pfiff: false,
          solvedAt: '2026-11-30T20:00:00.000Z',
          skipped: false,
          badges: { gold: true, blue: true, green: true },
        },
      },
    };
    storage.setItem('spielcenter.coup.bandenbuch', JSON.stringify({ books: { [lineup]: book }, points: {}, evening: null }));
    expect(takeOldBook(lineup, storage)?.coups['1']?.solvedAt).toBeTruthy();
    expect(takeOldBook(lineup, storage)).toBeNull();
  });
});
