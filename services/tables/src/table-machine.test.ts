import { describe, expect, it } from 'vitest';
import type { CompactStep } from './shared.js';
import { computers, FAST, humans } from './stack.test-util.js';
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
/** An action, typed so it fits both a legal set and an act input. */
const bid = (n: number): { type: string; bid: number } => ({ type: 'bid', bid: n });
const signal = { type: 'signal', card: 'x' };
const step = (over: Partial<CompactStep> = {}): CompactStep => ({
  state: {},
  toAct: [0],
  legal: { '0': [bid(0), bid(1)] },
  outcome: null,
  eventTypes: [],
  version: 1,
  stateVersion: 1,
  clocks: [],
  pauseMs: 0,
  ...over,
});
const act = (seat: number, action: { type: string }, clientId = 'a') => ({ seat, action, clientId });

describe('TableMachine', () => {
  it('accepts only an action of the legal set, compared independent of key order', () => {
    const m = new TableMachine(input);
    m.accept(step(), false);
    expect(m.refusal(act(0, { bid: 1, type: 'bid' } as { type: string }))).toBeNull();
    expect(m.refusal(act(0, bid(2)))?.code).toBe('COMMON_ILLEGAL_ACTION');
    expect(m.refusal(act(1, bid(0)))?.code).toBe('COMMON_BAD_SEAT');
    m.accept(step({ toAct: [1], legal: {} }));
    expect(m.refusal(act(0, bid(0)))?.code).toBe('COMMON_NOT_YOUR_TURN');
    m.accept(step({ outcome: { scores: [], ranks: [], leaderboardPoints: [] } }));
    expect(m.refusal(act(0, bid(0)))?.code).toBe('COMMON_GAME_OVER');
  });

  it('accepts an optional action of a seat that is not to act when its legal set holds it', () => {
    const m = new TableMachine({ ...input, seats: humans(3) });
    m.accept(step({ toAct: [1], legal: { '0': [signal], '1': [bid(0)] } }), false);
    expect(m.refusal(act(0, signal))).toBeNull();
    expect(m.refusal(act(0, bid(0)))?.code).toBe('COMMON_ILLEGAL_ACTION');
    expect(m.refusal(act(2, signal))?.code).toBe('COMMON_NOT_YOUR_TURN');
  });

  it('remembers the last 256 client ids with their action, and carries them across continue-as-new', () => {
    const m = new TableMachine(input);
    for (let i = 0; i < 300; i++) m.remember(act(0, bid(i % 3), `c${i}`), i);
    expect(m.duplicate(act(0, bid(299 % 3), 'c299'))).toBe(299);
    expect(m.duplicate(act(0, bid(44 % 3), 'c44'))).toBe(44);
    expect(m.duplicate(act(0, bid(0), 'c43'))).toBeNull();
    // The same client id with another action is refused, not reported as a duplicate.
    expect(m.duplicate(act(0, bid(7), 'c299'))).toMatchObject({ code: 'COMMON_CLIENT_ID_REUSED' });
    const next = new TableMachine(input, m.carry());
    expect(next.duplicate(act(0, bid(299 % 3), 'c299'))).toBe(299);
    expect(next.pausedVersion).toBe(next.step.stateVersion);
  });

  it('hands a leaving player seat to a computer and closes the table when no human is left', () => {
    const m = new TableMachine({ ...input, seats: humans(2) });
    m.leave(0);
    expect(m.seats[0]).toMatchObject({ kind: 'computer', name: 'Computer (für Spieler 1)' });
    expect(m.closed).toBe(false);
    expect(m.takeEvents()).toEqual({
      tableEvents: [{ type: 'seatLeft', seat: 0, name: 'Spieler 1' }],
      released: ['p0'],
      claimed: [],
      penalties: [],
    });
    m.leave(1);
    expect(m.closed).toBe('left');
    expect(m.finished).toBe(true);
  });

  it('takes "Weiter" from the seats on the board, and a pause holds the board without a deadline', () => {
    const m = new TableMachine({ ...input, seats: humans(3) });
    m.accept(step(), false);
    expect(m.acknowledgeRefusal({ seat: 0, hold: false })?.code).toBe('COMMON_NOTHING_TO_ACKNOWLEDGE');
    m.waiting = { kind: 'acknowledge', seats: [0, 1, 2], deadline: 5000, held: false };
    expect(m.refusal(act(0, bid(0)))?.code).toBe('COMMON_WAITING');
    m.acknowledge({ seat: 1, hold: false });
    expect(m.waiting).toMatchObject({ seats: [0, 2], deadline: 5000, held: false });
    m.acknowledge({ seat: 0, hold: true });
    expect(m.waiting).toMatchObject({ seats: [0, 2], deadline: null, held: true });
    m.leave(2);
    expect(m.waiting?.seats).toEqual([0]);
  });

  it('offers turbo at a solo table only', () => {
    const solo = new TableMachine(input);
    solo.setTurbo(true);
    expect(solo.turbo).toBe(true);
    const people = new TableMachine({ ...input, seats: humans(2) });
    people.setTurbo(true);
    expect(people.turbo).toBe(false);
  });
});
