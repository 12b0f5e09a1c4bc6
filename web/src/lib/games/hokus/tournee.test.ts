import { readFileSync } from 'node:fs';
import { characterOfName } from '@spielcenter/hokus/characters';
import { LEVEL_NAMES_DE } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import {
  currentStation,
  emptyStore,
  endWords,
  enterShow,
  FINALE,
  finishShow,
  loadStore,
  newTournee,
  rivals,
  STATIONS,
  STORAGE_KEY,
  saveStore,
  showOf,
  stationStatus,
  strengthText,
  type TourneeStore,
} from './tournee';

const LEVEL_ORDER = ['easy', 'normal', 'strong'];

/** Plays station `n` at table `id` and ends it on `rank`. */
function play(store: TourneeStore, id: string, n: number, rank: number) {
  const done = finishShow(enterShow(store, id, n), id, rank);
  if (!done) throw new Error('not a Tournee show');
  return done;
}

describe('Tournee: die Stationen', () => {
  it('sechs Städte von Berlin bis zum Finale in Paris', () => {
    expect(STATIONS.map((s) => s.city)).toEqual(['Berlin', 'Wien', 'Prag', 'Budapest', 'London', 'Paris']);
    expect(STATIONS[0]).toMatchObject({ city: 'Berlin', computers: 2, levels: ['easy', 'easy'] });
    expect(STATIONS[FINALE]).toMatchObject({ city: 'Paris', computers: 5, levels: Array(5).fill('strong') });
    for (const s of STATIONS) expect(s.rivals).toHaveLength(s.computers);
  });

  it('von Station zu Station werden es mehr (bis der Tisch voll ist) und sie spielen stärker', () => {
    const strength = (s: (typeof STATIONS)[number]) =>
      s.levels.reduce((a, l) => a + LEVEL_ORDER.indexOf(l), 0) / s.levels.length;
    for (const s of STATIONS) {
      expect(s.levels).toHaveLength(s.computers);
      expect(s.computers).toBeLessThanOrEqual(5); // „du gegen 2 bis 5 Computer“
    }
    for (let n = 1; n < STATIONS.length; n++) {
      const [a, b] = [STATIONS[n - 1]!, STATIONS[n]!];
      // more rivals at every station while the table has room for one more
      if (a.computers < 5)
        expect(b.computers, `${b.city} hat mehr Rivalen als ${a.city}`).toBe(a.computers + 1);
      else expect(b.computers).toBe(5);
      // and every station plays stronger: a higher mean level, nobody weaker than the weakest before
      expect(strength(b), `${b.city} spielt stärker als ${a.city}`).toBeGreaterThan(strength(a));
      const weakest = (s: typeof a) => Math.min(...s.levels.map((l) => LEVEL_ORDER.indexOf(l)));
      expect(weakest(b)).toBeGreaterThanOrEqual(weakest(a));
    }
    expect(STATIONS.map((s) => s.computers)).toEqual([2, 3, 4, 5, 5, 5]);
    expect(STATIONS.map(strengthText)).toEqual([
      '2 leicht',
      '2 leicht, 1 normal',
      '1 leicht, 3 normal',
      '5 normal',
      '3 normal, 2 stark',
      '5 stark',
    ]);
  });

  it('jede Stadt hat feste Rivalen: dieselben Charaktere bei jedem Besuch, keiner doppelt', () => {
    expect(rivals(0).map((r) => r.character.name)).toEqual(rivals(0).map((r) => r.character.name));
    for (let n = 0; n < STATIONS.length; n++) {
      const r = rivals(n);
      expect(r).toHaveLength(STATIONS[n]!.computers);
      expect(r.map((x) => x.seat)).toEqual(Array.from({ length: r.length }, (_, i) => i + 1));
      expect(new Set(r.map((x) => x.character.id)).size).toBe(r.length);
    }
    // Every rival has a stage name of its own, in all six cities.
    const names = STATIONS.flatMap((_, n) => rivals(n).map((r) => r.name));
    expect(new Set(names).size).toBe(names.length);
    expect(rivals(0).map((r) => r.name)).toEqual(['Kalle Knall', 'Fräulein Flitter']);
    // Berlin (three magicians) and Paris (six) seat other characters on seat 1
    expect(rivals(0)[0]!.character.id).not.toBe(rivals(FINALE)[0]!.character.id);
  });

  it('jede Stadt hat ihre eigenen Rivalen: Budapest, London und Paris (je sechs Zauberer) setzen Platz für Platz andere Spielstile', () => {
    const styles = (n: number) => rivals(n).map((r) => r.character.id);
    const [budapest, london, paris] = [3, 4, 5].map(styles) as [string[], string[], string[]];
    for (let seat = 0; seat < 5; seat++) {
      expect(new Set([budapest[seat], london[seat], paris[seat]]).size, `seat ${seat + 1}`).toBe(3);
    }
    // and no two cities bring the same set of styles
    const sets = STATIONS.map((_, n) => [...styles(n)].sort().join(','));
    expect(new Set(sets).size).toBe(STATIONS.length);
    // a rival's style is his name's, the same the AI plays (characterOfName)
    for (let n = 0; n < STATIONS.length; n++)
      for (const r of rivals(n)) expect(r.character).toBe(characterOfName(r.name));
  });

  it('web/README.md dokumentiert genau diese Stationen und Rivalen', () => {
    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    for (let n = 0; n < STATIONS.length; n++) {
      const s = STATIONS[n]!;
      const row = readme.split('\n').find((l) => l.includes(`| ${n + 1}. ${s.city} `));
      const cells = row?.split('|').map((c) => c.trim());
      expect(cells?.slice(2, 5)).toEqual([
        String(s.computers),
        strengthText(s),
        rivals(n)
          .map((r) => `${r.name} (${r.character.name}, ${LEVEL_NAMES_DE[r.level]})`)
          .join(', '),
      ]);
    }
  });
});

describe('Tournee: der Fortschritt', () => {
  it('beginnt in Berlin; Platz 1 reist weiter nach Wien und markiert Berlin als gewonnen', () => {
    let s = emptyStore();
    expect(currentStation(s)).toBe(0);
    const r = play(s, 't1', 0, 1);
    expect(r.end).toEqual({ kind: 'next', won: 0, next: 1 });
    expect(endWords(r.end).label).toBe('Weiter nach Wien');
    s = r.store;
    expect(currentStation(s)).toBe(1);
    expect(stationStatus(s, 0)).toBe('won');
    expect(stationStatus(s, 1)).toBe('current');
    expect(stationStatus(s, 2)).toBe('ahead');
  });

  it('ohne Platz 1: nochmal in derselben Stadt, kein Fortschritt', () => {
    const r = play(emptyStore(), 't1', 0, 2);
    expect(r.end).toEqual({ kind: 'again', station: 0 });
    expect(endWords(r.end).label).toBe('Nochmal in Berlin');
    expect(currentStation(r.store)).toBe(0);
  });

  it('trägt jede Vorstellung einmal ein: ein Neuladen der Endtafel zählt nicht doppelt', () => {
    const first = play(emptyStore(), 't1', 0, 1);
    const again = finishShow(first.store, 't1', 1);
    expect(again?.store).toBe(first.store);
    expect(again?.end).toEqual(first.end);
    expect(currentStation(first.store)).toBe(1);
  });

  it('kennt nur die Tische der Tournee; die Station bleibt mit der Tisch-Id', () => {
    const s = enterShow(emptyStore(), 't7', 0);
    expect(showOf(s, 't7')).toEqual({ id: 't7', station: 0, rank: null });
    expect(finishShow(s, 'tAndere', 1)).toBeNull();
    expect(() => enterShow(s, 't8', 6)).toThrow(RangeError);
  });

  it('ein Sieg an einer schon gewonnenen Station bringt nicht weiter', () => {
    let s = play(emptyStore(), 't1', 0, 1).store;
    const r = play(s, 't2', 0, 1); // an old Berlin table, e.g. from another tab
    s = r.store;
    expect(currentStation(s)).toBe(1);
  });

  it('nach Paris: „Tournee gewonnen“, dann eine neue Tournee ab Berlin', () => {
    let s = emptyStore();
    for (let n = 0; n < FINALE; n++) s = play(s, `t${n}`, n, 1).store;
    expect(currentStation(s)).toBe(FINALE);
    expect(endWords(play(s, 'tx', FINALE - 1, 1).end).label).toBe('Weiter nach Paris');
    const last = play(s, 'tParis', FINALE, 1);
    expect(last.end).toEqual({ kind: 'final' });
    expect(endWords(last.end).message).toMatch(/^Tournee gewonnen/);
    s = last.store;
    expect(currentStation(s)).toBeNull();
    expect(s.tours).toBe(1);
    expect(STATIONS.every((_, n) => stationStatus(s, n) === 'won')).toBe(true);
    s = newTournee(s);
    expect(currentStation(s)).toBe(0);
    expect(s.tours).toBe(1);
  });

  it('bleibt im Browser und übersteht kaputte Einträge', () => {
    const mem = new Map<string, string>();
    const storage = {
      getItem: (k: string) => mem.get(k) ?? null,
      setItem: (k: string, v: string) => mem.set(k, v),
    };
    const s = play(emptyStore(), 't1', 0, 1).store;
    saveStore(s, storage);
    expect(loadStore(storage)).toEqual(s);
    mem.set(STORAGE_KEY, '{kaputt');
    expect(loadStore(storage)).toEqual(emptyStore());
    mem.set(STORAGE_KEY, JSON.stringify({ won: 99, shows: [{ id: 't1', station: 9, rank: null }, 'x'] }));
    expect(loadStore(storage)).toEqual(emptyStore());
  });
});
