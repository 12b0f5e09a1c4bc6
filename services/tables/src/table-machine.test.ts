import { describe, expect, it } from 'vitest';
import { computers, FAST, humans } from './stack.test-util.js';
import type { CompactStep } from './shared.js';
import { TableMachine } from './table-machine.js';

const input = {
  tableId: 't1',
  game: 'boss' as const,
  config: { players: 3 },
  seed: 's',
  seats: [...humans(1), ...computers(2)],
  clockSeconds: null,
  tempo: 'fast' as const,
  timing: FAST,
};
/** A Speedboss bid, typed so it fits both a legal set and an act input. */
const bid = (n: number): { type: string; bid: number } => ({ type: 'bid', bid: n });
const step = (over: Partial<CompactStep> = {}): CompactStep => ({
  state: {},
  toAct: [0],
  legal: {
    '0': [bid(0), bid(1)],
  },
  outcome: null,
  eventTypes: [],
  version: 1,
  clock: null,
  pauseMs: 0,
  ...over,
});

describe('TableMachine', () => {
  it('accepts only an action of the legal set, compared independent of key order', () => {
    const m = new TableMachine(input);
    m.accept(step(), false);
    expect(m.refusal({ seat: 0, action: { bid: 1, type: 'bid' }, clientId: 'a' })).toBeNull();
    expect(m.refusal({ seat: 0, action: bid(2), clientId: 'a' })?.code).toBe('COMMON_ILLEGAL_ACTION');
    expect(m.refusal({ seat: 1, action: bid(0), clientId: 'a' })?.code).toBe('COMMON_BAD_SEAT');
    m.accept(step({ toAct: [1], legal: {} }));
    expect(m.refusal({ seat: 0, action: bid(0), clientId: 'a' })?.code).toBe('COMMON_NOT_YOUR_TURN');
    m.accept(step({ outcome: { scores: [], ranks: [], leaderboardPoints: [] } }));
    expect(m.refusal({ seat: 0, action: bid(0), clientId: 'a' })?.code).toBe('COMMON_GAME_OVER');
  });

  it('remembers the last 256 client ids, and carries them across continue-as-new', () => {
    const m = new TableMachine(input);
    for (let i = 0; i < 300; i++) m.remember(`c${i}`, i);
    expect(m.duplicate('c299')).toBe(299);
    expect(m.duplicate('c44')).toBe(44);
    expect(m.duplicate('c43')).toBeNull();
    const next = new TableMachine(input, m.carry());
    expect(next.duplicate('c299')).toBe(299);
    expect(next.pausedVersion).toBe(next.version);
  });

  it('hands a leaving player seat to a computer and closes the table when no human is left', () => {
    const m = new TableMachine({ ...input, seats: humans(2) });
    m.leave(0);
    expect(m.seats[0]).toMatchObject({ kind: 'computer', name: 'Computer (für Spieler 1)' });
    expect(m.closed).toBe(false);
    expect(m.takeEvents()).toEqual([{ type: 'seatLeft', seat: 0, name: 'Spieler 1' }]);
    m.leave(1);
    expect(m.closed).toBe(true);
    expect(m.finished).toBe(true);
  });
});
