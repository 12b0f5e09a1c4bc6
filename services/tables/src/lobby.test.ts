import { declarationOf } from '@spielcenter/catalog';
import type { GameDeclaration, SeatInfo } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { OpenSeats } from './lobby.js';
import { computers, FAST, humans } from './stack.test-util.js';
import { TableMachine } from './table-machine.js';

const boss = declarationOf('boss') as GameDeclaration;
const hokus = declarationOf('hokus') as GameDeclaration;
const host: SeatInfo = { kind: 'human', playerId: 'h', name: 'Hanna' };
const join = (playerId: string, seat?: number) => ({
  playerId,
  name: playerId.toUpperCase(),
  ...(seat === undefined ? {} : { seat }),
});

describe('OpenSeats (the lobby of an open table)', () => {
  it('seats players on free seats, refuses a taken seat, a second seat and a full table', () => {
    const lobby = new OpenSeats([host, null, null], 'h', null, boss);
    expect(lobby.canStart()).toBe(false);
    expect(lobby.join(join('a'))).toBe(1);
    expect(lobby.canStart()).toBe(true);
    expect(lobby.joinRefusal(join('a'))?.code).toBe('COMMON_ALREADY_SEATED');
    expect(lobby.joinRefusal(join('b', 1))?.code).toBe('COMMON_TABLE_FULL');
    expect(lobby.joinRefusal(join('b', 9))?.code).toBe('COMMON_BAD_SEAT');
    expect(lobby.full()).toBe(false);
    expect(lobby.join(join('b', 2))).toBe(2);
    expect(lobby.full()).toBe(true);
    expect(lobby.joinRefusal(join('c'))?.code).toBe('COMMON_TABLE_FULL');
  });

  it('passes the host on when the host leaves', () => {
    const lobby = new OpenSeats([host, { kind: 'human', playerId: 'a', name: 'A' }, null], 'h', null, boss);
    lobby.leave(0);
    expect(lobby.host).toBe('a');
    expect(lobby.hostSeat()).toBe(1);
    expect(lobby.view()).toMatchObject({
      seats: [null, { name: 'A', kind: 'human' }, null],
      host: 1,
      canStart: false,
    });
  });

  it('plays with the people only, or fills free seats with computers; never below the minimum', () => {
    const people = new OpenSeats(
      [host, null, { kind: 'human', playerId: 'a', name: 'A' }, null],
      'h',
      null,
      boss,
    );
    expect(people.gameSeats().map((s) => s.kind)).toEqual(['human', 'human']);
    const filled = new OpenSeats([host, null, null], 'h', 'strong', boss);
    expect(filled.canStart()).toBe(true);
    expect(filled.gameSeats()).toEqual([
      host,
      expect.objectContaining({ kind: 'computer', level: 'strong' }),
      expect.objectContaining({ kind: 'computer' }),
    ]);
    // Speedhokus: people on seats 1–4 only; with two people a computer joins (at least three).
    const show = new OpenSeats(
      [host, { kind: 'human', playerId: 'a', name: 'A' }, null, null, null],
      'h',
      null,
      hokus,
    );
    expect(show.gameSeats().map((s) => s.kind)).toEqual(['human', 'human', 'computer']);
    expect(show.joinRefusal(join('b', 4))?.code).toBe('COMMON_TABLE_FULL');
    expect(show.joinRefusal(join('b', 3))).toBeNull();
  });
});

describe('OpenSeats: Speedhokus’ computers come from the cast', () => {
  it('free seats are filled with magicians of the cast, drawn anew for every game, never a name twice', () => {
    // „Jeder Varieté-Zauberer hat einen festen Spielstil“: a name is a style (characters.ts), and
    // every show draws from all seven.
    const cast = hokus.cast?.names ?? [];
    expect(cast).toHaveLength(7);
    const seen = new Set<string>();
    for (let game = 0; game < 30; game++) {
      const layout: (SeatInfo | null)[] = [
        host,
        null,
        null,
        null,
        { kind: 'computer', level: 'normal', name: cast[0] as string },
      ];
      const seats = new OpenSeats(layout, 'h', 'normal', hokus).gameSeats(`seed:${game}`);
      const names = seats.slice(1).map((s) => s.name);
      expect(new Set(names).size).toBe(4);
      for (const n of names) expect(cast).toContain(n);
      for (const n of names.slice(0, 3)) seen.add(n);
    }
    expect(seen.size).toBe(6);
    // Other games keep naming computers by seat.
    expect(new OpenSeats([host, null, null], 'h', 'easy', boss).gameSeats('x').map((s) => s.name)).toEqual([
      'Hanna',
      'Berta',
      'Clemens',
    ]);
  });
});

describe('TableMachine at a table with people', () => {
  const open = { ...FAST };
  const input = {
    tableId: 't',
    game: 'boss' as const,
    config: {},
    seed: 's',
    seats: [host, null, null],
    clockSeconds: null,
    tempo: 'fast' as const,
    timing: open,
    open: { host: 'h', fill: null },
  };

  it('costs −10 for leaving a running game of two minutes or more, nothing before', () => {
    const m = new TableMachine({ ...input, seats: humans(3) }, undefined, 0, boss);
    m.beginGame(0);
    m.leave(1, 60_000);
    expect(m.takeEvents().penalties).toEqual([]);
    m.leave(2, 125_000);
    expect(m.takeEvents().penalties).toEqual([{ playerId: 'p2', name: expect.any(String), points: -10 }]);
  });

  it('costs −10 for leaving a game alone only where the game says so (Speedboss), after two minutes', () => {
    const solo = (game: GameDeclaration, id: 'boss' | 'krakau') =>
      new TableMachine({ ...input, game: id, open: undefined, seats: humans(1) }, undefined, 0, game);
    const early = solo(boss, 'boss');
    early.leave(0, 110_000);
    expect(early.takeEvents().penalties).toEqual([]);
    const late = solo(boss, 'boss');
    late.leave(0, 130_000);
    expect(late.takeEvents().penalties).toEqual([{ playerId: 'p0', name: expect.any(String), points: -10 }]);
    const krakau = solo(declarationOf('krakau') as GameDeclaration, 'krakau');
    krakau.leave(0, 130_000);
    expect(krakau.takeEvents().penalties).toEqual([]);
  });

  it('holds the seats after a game, starts again when all are back, frees the others after the hold', () => {
    const m = new TableMachine({ ...input, seats: humans(3) }, undefined, 0, boss);
    m.beginGame(0);
    m.holdSeats(1000);
    expect(m.rematchRefusal({ seat: 0 })).toBeNull();
    m.rematchAsked({ seat: 0 });
    m.rematchAsked({ seat: 1 });
    expect(m.allBack()).toBe(false);
    m.freeSeatsNotBack();
    expect(m.stage).toBe('open');
    expect(m.lobby?.layout.map((s) => s?.kind ?? null)).toEqual(['human', 'human', null]);
    expect(m.takeEvents().released).toEqual(['p2']);
    expect(m.rematchRefusal({ seat: 0 })?.code).toBe('COMMON_NO_REMATCH');
  });

  it('„Sind alle wieder da, beginnt die nächste Partie von selbst“: nobody waits for a player who left', () => {
    const m = new TableMachine({ ...input, seats: humans(3) }, undefined, 0, boss);
    m.beginGame(0);
    m.leave(2, 10_000); // a computer plays seat 2 to the end of this game, and on
    m.holdSeats(120_000);
    m.rematchAsked({ seat: 0 });
    expect(m.allBack()).toBe(false);
    m.rematchAsked({ seat: 1 });
    expect(m.allBack()).toBe(true);
    m.beginGame(1000);
    expect(m.seats.map((s) => s.kind)).toEqual(['human', 'human', 'computer']);
  });

  it('the −10 for leaving, each game as its rules say', () => {
    const krakau = declarationOf('krakau') as GameDeclaration;
    const coup = declarationOf('coup') as GameDeclaration;
    const table = (game: GameDeclaration, seats: SeatInfo[], open = true) => {
      const m = new TableMachine(
        { ...input, game: game.meta.id, seats, ...(open ? {} : { open: undefined }) },
        undefined,
        0,
        game,
      );
      m.beginGame(0);
      return m;
    };
    const penalty = [{ playerId: 'p0', name: expect.any(String), points: -10 }];
    // Speedkrakau „mit anderen Menschen vorzeitig verlässt“: no two minutes' condition.
    const people = table(krakau, humans(3));
    people.leave(0, 30_000);
    expect(people.takeEvents().penalties).toEqual(penalty);
    // A lone human with computers at an open table leaves no other people.
    const alone = table(krakau, [...humans(1), ...computers(2)]);
    alone.leave(0, 300_000);
    expect(alone.takeEvents().penalties).toEqual([]);
    // The last human left at a table whose others have gone leaves nobody either.
    const last = table(hokus, humans(3));
    last.leave(1, 30_000);
    last.leave(2, 30_000);
    last.takeEvents();
    last.leave(0, 300_000);
    expect(last.takeEvents().penalties).toEqual([]);
    // Speedcoup's rules name no penalty; Speedboss: alone too, from two minutes on.
    const bande = table(coup, humans(3));
    bande.leave(0, 300_000);
    expect(bande.takeEvents().penalties).toEqual([]);
    const solo = table(boss, [...humans(1), ...computers(2)], false);
    solo.leave(0, 121_000);
    expect(solo.takeEvents().penalties).toEqual(penalty);
  });
});

describe('where the host decides how the table goes on (Speedcoup: „Danach entscheidet ihr …“)', () => {
  const coup = declarationOf('coup') as GameDeclaration;
  const base = {
    tableId: 't',
    game: 'coup' as const,
    config: { coup: 1, pfiff: 'wish', deck: { hands: [] } },
    seed: 's',
    seats: humans(3),
    clockSeconds: null,
    tempo: 'fast' as const,
    timing: FAST,
    open: { host: 'p1', fill: null },
  };
  const after = (leaver: number | null = null) => {
    const m = new TableMachine(base, undefined, 0, coup);
    m.beginGame(0);
    if (leaver !== null) m.leave(leaver, 10_000);
    m.holdSeats(120_000);
    m.takeEvents();
    return m;
  };

  it('only the host chooses, only declared settings as offered; the choice brings everybody back', () => {
    const m = after();
    expect(m.rematch?.host).toBe(1);
    expect(m.rematchRefusal({ seat: 0, options: { coup: 2 } })?.code).toBe('COMMON_NOT_HOST_NEXT');
    expect(m.rematchRefusal({ seat: 2 })?.code).toBe('COMMON_NOT_HOST_NEXT');
    expect(m.rematchRefusal({ seat: 1, options: { seed: 'x' } })?.code).toBe('COMMON_BAD_NEXT_OPTION');
    expect(m.rematchRefusal({ seat: 1, options: { coup: 51 } })?.code).toBe('COMMON_BAD_NEXT_OPTION');
    expect(m.rematchRefusal({ seat: 1, options: { coup: 2 } })).toBeNull();
    m.rematchAsked({ seat: 1, options: { coup: 2 } });
    expect(m.allBack()).toBe(true);
    // The fixed deal belonged to coup 1; the next attempt plays coup 2 with the same seats.
    expect(m.gameConfig()).toEqual({ coup: 2, pfiff: 'wish' });
    m.beginGame(1000);
    expect(m.seats.map((s) => s.kind)).toEqual(['human', 'human', 'human']);
    expect(m.ctx().options).toEqual({ coup: 2, pfiff: 'wish' });
    // "Nochmal" after it: coup 2 again (the chosen options stay), and they survive a new run.
    m.holdSeats(200_000);
    m.rematchAsked({ seat: 1 });
    expect(m.allBack()).toBe(true);
    expect(new TableMachine(base, m.carry(), 0, coup).gameConfig()).toEqual({ coup: 2, pfiff: 'wish' });
  });

  it('the host left during the attempt: the first person decides; „Feierabend“ closes the table', () => {
    const m = after(1);
    expect(m.rematch?.host).toBe(0);
    expect(m.rematchRefusal({ seat: 2, end: true })?.code).toBe('COMMON_NOT_HOST_NEXT');
    m.rematchAsked({ seat: 0, end: true });
    expect(m.closed).toBe('ended');
    expect(m.rematchRefusal({ seat: 0 })?.code).toBe('COMMON_NO_REMATCH');
  });

  it('where everybody says "Nochmal" for themselves, nobody chooses', () => {
    const m = new TableMachine({ ...base, game: 'boss', config: {} }, undefined, 0, boss);
    m.beginGame(0);
    m.holdSeats(1000);
    expect(m.rematch?.host).toBeUndefined();
    expect(m.rematchRefusal({ seat: 1, options: {} })?.code).toBe('COMMON_NO_NEXT_CHOICE');
    expect(m.rematchRefusal({ seat: 0, end: true })?.code).toBe('COMMON_NO_NEXT_CHOICE');
  });
});
