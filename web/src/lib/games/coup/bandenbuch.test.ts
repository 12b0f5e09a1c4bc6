import { describe, expect, it } from 'vitest';
import {
  bookOf,
  dailyToday,
  emptyStore,
  endEvening,
  loadStore,
  recordTable,
  type Store,
  saveStore,
  skip,
  soloLineup,
  startDaily,
  takeOldBook,
} from './bandenbuch';
import { coupStatus, offeredCoup } from './server-book';

const L = soloLineup(4);
const at = (day: number, hour = 20) => new Date(2026, 11, day, hour);
const fail = { coup: 1, success: false, pfiff: false, humanSignal: false, daily: false };
const made = { ...fail, success: true };

function play(store: Store, table: string, d: typeof fail, when = at(3)) {
  return recordTable(store, table, L, d, when);
}

describe('Bandenbuch im Browser', () => {
  it('eine Seite je Besetzung: wer mit wem und wie viele Plätze', () => {
    expect(soloLineup(4)).not.toBe(soloLineup(3));
    expect(soloLineup(2)).toMatch(/#3$/); // the Schatten is a seat
  });

  it('trägt jeden Versuch einmal ein; Punkte 5 + Coup − Fehlversuche an diesem Abend, mindestens 3', () => {
    let s = emptyStore();
    s = play(s, 't1', fail).store;
    expect(play(s, 't1', fail)).toMatchObject({ fresh: false, points: 0 });
    s = play(s, 't2', fail).store;
    const r = play(s, 't3', made);
    expect(r.points).toBe(5 + 1 - 2);
    s = r.store;
    expect(play(s, 't3', made)).toMatchObject({ fresh: false, points: 4 });
    expect(bookOf(s, L).coups['1']).toMatchObject({ attempts: 3, failed: 2 });
    expect(s.points[L]).toBe(4);
    expect(coupStatus(bookOf(s, L), 1)).toBe('made');
    expect(coupStatus(bookOf(s, L), 2)).toBe('open');
    expect(coupStatus(bookOf(s, L), 3)).toBe('locked');
  });

  it('nach „Feierabend“ beginnt ein neuer Abend: die Fehlversuche zählen nicht mehr für die Punkte', () => {
    let s = emptyStore();
    for (const t of ['a', 'b', 'c', 'd']) s = play(s, t, { ...fail, coup: 1 }).store;
    s = endEvening(s);
    expect(s.evening).toBeNull();
    const r = play(s, 'e', made, at(3, 23));
    expect(r.points).toBe(6);
    expect(r.store.evening?.id).toBe('2026-12-03#2');
    // a new day is a new evening too
    const next = play(r.store, 'f', { ...fail, coup: 2 }, at(4));
    expect(next.store.evening?.id).toBe('2026-12-04');
  });

  it('Überspringen nach 8 Fehlversuchen: grau, der nächste Coup ist frei; Nachholen jederzeit', () => {
    let s = emptyStore();
    for (let i = 0; i < 8; i++) s = play(s, `x${i}`, fail).store;
    s = skip(s, L);
    const book = bookOf(s, L);
    expect(coupStatus(book, 1)).toBe('skipped');
    expect(coupStatus(book, 2)).toBe('open');
    expect(offeredCoup(book, 7)).toBe(2);
    expect(offeredCoup(book, 1)).toBe(1);
  });

  it('Tagescoup: gezählt wird, im wievielten Versuch er geschafft wird – nicht im Bandenbuch', () => {
    let s = emptyStore();
    const today = '2026-12-03';
    const first = startDaily(s, today);
    expect(first.attempt).toBe(1);
    s = first.store;
    const coup = dailyToday(s, today).coup;
    s = recordTable(s, 'd1', L, { ...fail, coup, daily: true, attempt: 1 }, at(3)).store;
    const second = startDaily(s, today);
    expect(second.attempt).toBe(2);
    s = recordTable(second.store, 'd2', L, { ...made, coup, daily: true, attempt: 2 }, at(3)).store;
    expect(dailyToday(s, today)).toMatchObject({ coup, attempts: 2, madeIn: 2 });
    expect(s.books[L]).toBeUndefined();
  });

  it('bleibt im Browser: speichern und laden', () => {
    const mem = new Map<string, string>();
    const storage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => void mem.set(k, v),
    };
    const s = play(emptyStore(), 't', made).store;
    saveStore(s, storage);
    expect(loadStore(storage)).toEqual(s);
    mem.set('spielcenter.coup.bandenbuch', '{kaputt');
    expect(loadStore(storage)).toEqual(emptyStore());
  });
});

describe('the Bandenbuch this browser kept before the server', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v) };
  };

  it('is shown once, then never again; an empty one not at all', () => {
    const storage = memory();
    const lineup = soloLineup(4);
    expect(takeOldBook(lineup, storage)).toBeNull();
    const { store } = recordTable(emptyStore(), 't1', lineup, { coup: 1, success: true, pfiff: false, humanSignal: false, daily: false });
    saveStore(store, storage);
    expect(takeOldBook(lineup, storage)?.coups['1']?.solvedAt).toBeTruthy();
    expect(takeOldBook(lineup, storage)).toBeNull();
  });
});
