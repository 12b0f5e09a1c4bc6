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

  it('refuses names that do not match the computers', () => {
    expect(() => quickGameTable(guest, { game: 'hokus', computers: 2, computerNames: ['Zampano'] })).toThrow(
      /computerNames/,
    );
    expect(() => quickGameTable(guest, { game: 'hokus', computers: 2, computerNames: ['', 'X'] })).toThrow(/computerNames/);
  });
});
