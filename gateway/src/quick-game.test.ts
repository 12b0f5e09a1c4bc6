// The quick game's table input: the caller on seat 0, the computers with their names (drawn, or the
// ones the form names, e.g. a Speedhokus Tournee station's fixed rivals).
import { describe, expect, it } from 'vitest';
import { quickGameTable } from './quick-game.js';

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
