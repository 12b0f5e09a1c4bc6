// The quick game's table input: the caller on seat 0, the computers with their names (drawn, or the
// ones the form names, e.g. a Speedhokus Tournee station's fixed rivals).
import { characterOfName, HOKUS_CAST } from '@spielcenter/hokus/characters';
import { describe, expect, it } from 'vitest';
import { openTableInput } from './open-table.js';
import { COMPUTER_NAMES, quickGameTable } from './quick-game.js';

const guest = { playerId: 'g_anna', name: 'Anna' };

describe('quick game input', () => {
  it('seats the named computers in order, or draws distinct names', () => {
    const named = quickGameTable(guest, {
      game: 'hokus',
      computers: 2,
      level: 'normal',
      computerNames: ['Zampano', ' Mirella '],
    });
    expect(named.seats).toEqual([
      { kind: 'human', playerId: 'g_anna', name: 'Anna' },
      { kind: 'computer', level: 'normal', name: 'Zampano' },
      { kind: 'computer', level: 'normal', name: 'Mirella' },
    ]);
    const drawn = quickGameTable(guest, { game: 'hokus', computers: 4 });
    const names = drawn.seats.slice(1).map((s) => s?.name);
    expect(new Set(names).size).toBe(4);
  });

  it('seats each computer at its own level when the form names them (a Tournee station’s mixed field)', () => {
    const mixed = quickGameTable(guest, {
      game: 'hokus',
      computers: 3,
      level: 'easy',
      computerLevels: ['easy', 'normal', 'strong'],
    });
    expect(mixed.seats.slice(1).map((s) => s?.kind === 'computer' && s.level)).toEqual([
      'easy',
      'normal',
      'strong',
    ]);
    expect(() =>
      quickGameTable(guest, { game: 'hokus', computers: 3, computerLevels: ['easy', 'normal'] }),
    ).toThrow(/computerLevels/);
    expect(() =>
      quickGameTable(guest, { game: 'hokus', computers: 2, computerLevels: ['easy', 'master'] }),
    ).toThrow(/computerLevels/);
  });

  it('Speedhokus: every Freie Vorstellung draws its magicians from all seven characters, each name one style', () => {
    // „Jeder Varieté-Zauberer hat einen festen Spielstil“: the names come from the cast (a name is a
    // style), so a name never changes its style from show to show, and over the shows every
    // character plays, also at three magicians (not always the same two).
    const threes = new Set<string>();
    const all = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const names = quickGameTable(guest, { game: 'hokus', computers: 2 })
        .seats.slice(1)
        .map((s) => s?.name ?? '');
      for (const n of names) expect(HOKUS_CAST).toContain(n);
      threes.add(
        names
          .map((n) => characterOfName(n).id)
          .sort()
          .join('+'),
      );
      for (const n of names) all.add(characterOfName(n).id);
    }
    expect(all.size).toBe(7);
    expect(threes.size).toBeGreaterThan(5);
    // An open table's computers on the seats people never take (Plätze 5 und 6) come from the cast too.
    const open = openTableInput(guest, { game: 'hokus', seats: 6, fill: 'normal' });
    for (const s of open.seats.slice(4)) expect(HOKUS_CAST).toContain(s?.name);
    // Other games keep the everyday names.
    for (const s of quickGameTable(guest, { game: 'boss', computers: 3 }).seats.slice(1))
      expect(COMPUTER_NAMES).toContain(s?.name);
  });

  it('refuses names that do not match the computers', () => {
    expect(() => quickGameTable(guest, { game: 'hokus', computers: 2, computerNames: ['Zampano'] })).toThrow(
      /computerNames/,
    );
    expect(() => quickGameTable(guest, { game: 'hokus', computers: 2, computerNames: ['', 'X'] })).toThrow(
      /computerNames/,
    );
  });

  it('seats Speedcoup alone with two to four computers („Allein spielst du mit zwei bis vier Computern“)', () => {
    expect(() => quickGameTable(guest, { game: 'coup', computers: 1 })).toThrow(/input\.computers: 2 to 4/);
    expect(() => quickGameTable(guest, { game: 'coup', computers: 5 })).toThrow(/input\.computers: 2 to 4/);
    for (const computers of [2, 3, 4]) {
      expect(quickGameTable(guest, { game: 'coup', computers }).seats).toHaveLength(computers + 1);
    }
  });
});
