import { DAILY_LISTS, GAME_IDS, GAME_NAMES, helpRefusal } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { declarationOf, GAMES } from './index.js';

describe('the catalogue of games', () => {
  it('has a declaration for every game id, under its own id and name', () => {
    for (const id of GAME_IDS) {
      const game = declarationOf(id);
      expect(game?.meta.id, id).toBe(id);
      expect(game?.meta.name).toBe(GAME_NAMES[id]);
    }
    expect(Object.keys(GAMES).sort()).toEqual([...GAME_IDS].sort());
  });

  it('declares seats, levels and option defaults that fit together', () => {
    for (const game of Object.values(GAMES)) {
      const { players, solo, levels, options } = game.meta;
      expect(players.min).toBeLessThanOrEqual(players.default);
      expect(players.default).toBeLessThanOrEqual(players.max);
      expect(solo.min).toBeGreaterThanOrEqual(players.min);
      expect(solo.max).toBeLessThanOrEqual(players.max);
      expect(levels.length).toBeGreaterThan(0);
      for (const o of options) {
        if (o.kind === 'choice') expect(o.choices.map((c) => c.value)).toContain(o.default);
        if (o.kind === 'number') expect(o.default).toBeGreaterThanOrEqual(o.min);
        for (const key of Object.keys(o.when ?? {})) expect(options.map((x) => x.key)).toContain(key);
      }
      for (const ms of Object.values(game.clocks)) expect(ms).toBeGreaterThan(0);
    }
  });

  it('says how every game earns Bestenliste points, and what each daily list counts', () => {
    for (const id of GAME_IDS) {
      const game = GAMES[id];
      expect(game.pointsRule, id).toMatch(/\d/);
      // A daily list's rule exactly where the game keeps a daily list.
      expect(game.daily?.listRule !== undefined, id).toBe(DAILY_LISTS[id] !== undefined);
    }
    expect(GAMES.boss.pointsRule).toContain('20 + 10 je Stich bzw. −10 je Stich daneben');
  });

  it('offers the advisor and the odds where the rule texts do', () => {
    const offered = (help: 'advisor' | 'odds') =>
      Object.fromEntries(GAME_IDS.flatMap((id) => (GAMES[id][help] ? [[id, GAMES[id][help]]] : [])));
    // „Allein gegen den Computer“ (Speedkrakau), „Solo gegen Computer“ (Speedhokus) and „nur ohne
    // andere Menschen am Tisch“ (Speedcruise) read alike: no other person at the table.
    expect(offered('advisor')).toEqual({ krakau: 'alone', cruise: 'alone', hokus: 'alone' });
    expect(offered('odds')).toEqual({ krakau: 'alone' });
  });
});

describe('where the advisor and the odds are offered (one reading, issue 38.18/19)', () => {
  const at = (seats: ('human' | 'computer')[], solo: boolean, options: Record<string, unknown> = {}) => ({
    seat: 0,
    seats: seats.map((kind) => ({ kind })),
    settings: { solo, options },
  });
  const alone = at(['human', 'computer', 'computer'], true);
  // An open table whose free seats the host filled with computers: no other person either.
  const filled = at(['human', 'computer', 'computer'], false);
  const people = at(['human', 'human', 'computer'], false);

  it('„Allein gegen Computer“ means no other person at the table, in every game that advises', () => {
    for (const id of ['cruise', 'krakau', 'hokus'] as const) {
      const game = declarationOf(id);
      expect(helpRefusal(game, 'advisor', alone), id).toBeNull();
      expect(helpRefusal(game, 'advisor', filled), id).toBeNull();
      expect(helpRefusal(game, 'advisor', people), id).toBe('notAlone');
    }
    expect(helpRefusal(declarationOf('krakau'), 'odds', filled)).toBeNull();
    expect(helpRefusal(declarationOf('krakau'), 'odds', people)).toBe('notAlone');
  });

  it('gives no advice where the game offers none, nor at the Tagesvorstellung („einen Rat gibt es hier nicht“)', () => {
    for (const id of ['boss', 'coup'] as const)
      expect(helpRefusal(declarationOf(id), 'advisor', alone)).toBe('notOffered');
    expect(helpRefusal(declarationOf('hokus'), 'odds', alone)).toBe('notOffered');
    expect(
      helpRefusal(
        declarationOf('hokus'),
        'advisor',
        at(['human', 'computer'], true, { daily: '2026-12-07' }),
      ),
    ).toBe('daily');
  });
});
