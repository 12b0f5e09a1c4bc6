// The engine boundary: untrusted actions are refused with clear codes, and nothing is mutated.
import { isPlainJson } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { announce, expectRefused, place, placeFirst, show } from './scenario.test-util.js';

describe('engine boundary', () => {
  const s = placeFirst(show(3), ['A1', 'B1', 'C1']);

  it('refuses unknown and malformed actions', () => {
    const err = expectRefused(s, 0, { type: 'fly' }, 'COMMON_UNKNOWN_ACTION');
    expect(err.de).toBe('Diese Aktion gibt es in diesem Spiel nicht: fly.');
    expectRefused(s, 0, { type: 'announce', n: '3' }, 'HOKUS_BAD_ACTION');
    expectRefused(s, 0, { type: 'announce', n: 1.5 }, 'HOKUS_BAD_ACTION');
    expectRefused(s, 0, { type: 'place' }, 'HOKUS_BAD_ACTION');
    expectRefused(s, 0, { type: 'lift', table: null }, 'HOKUS_BAD_ACTION');
    expectRefused(s, 0, null, 'HOKUS_BAD_ACTION');
    expectRefused(s, 0, [], 'HOKUS_BAD_ACTION');
    expectRefused(s, 7, announce(1), 'COMMON_BAD_SEAT');
    expectRefused(s, -1, announce(1), 'COMMON_BAD_SEAT');
  });

  it('explain is null exactly for the legal actions, and apply never mutates its input', () => {
    const before = JSON.stringify(s);
    for (const a of engine.legalActions(s, 0)) expect(engine.explain(s, 0, a)).toBeNull();
    const { state } = engine.apply(s, 0, place('A2'));
    expect(JSON.stringify(s)).toBe(before);
    expect(isPlainJson(state)).toBe(true);
    expect(engine.legalActions(s, 1)).toEqual([]);
  });

  it('exposes the contract facts', () => {
    expect(engine).toMatchObject({ id: 'hokus', minPlayers: 3, maxPlayers: 6 });
  });
});
