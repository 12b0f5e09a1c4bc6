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
    expectRefused(s, 0, null, 'HOKUS_NOT_AN_ACTION');
    expectRefused(s, 0, [], 'HOKUS_NOT_AN_ACTION');
    expectRefused(s, 0, 'pass', 'HOKUS_NOT_AN_ACTION');
    expectRefused(s, 0, { type: 5 }, 'COMMON_UNKNOWN_ACTION');
    const bad = expectRefused(s, 0, { type: 'place', hat: 7 }, 'HOKUS_BAD_ACTION');
    expect(bad.de).toBe(
      'Diese Aktion ist unvollständig oder falsch aufgebaut: „hat“ muss eine Zylinder-Kennung (z. B. A2) sein.',
    );
    expect(bad.en).toBe('This action is incomplete or malformed: "hat" must be a hat id (e.g. A2).');
    expectRefused(s, 7, announce(1), 'COMMON_BAD_SEAT');
    expectRefused(s, -1, announce(1), 'COMMON_BAD_SEAT');
  });

  it('refuses unknown extra fields on every action type, legal as the action would be without them', () => {
    const legal = engine.legalActions(s, 0);
    expect(legal).toContainEqual(place('A2'));
    const err = expectRefused(s, 0, { ...place('A2'), from: 'A1' }, 'HOKUS_UNKNOWN_FIELD');
    expect(err.de).toBe('Die Aktion „place“ hat kein Feld „from“.');
    expect(err.en).toBe('The action "place" has no field "from".');
    expectRefused(s, 0, { ...announce(1), n2: 1 }, 'HOKUS_UNKNOWN_FIELD');
    expectRefused(s, 0, { type: 'pass', n: 1 }, 'HOKUS_UNKNOWN_FIELD');
    expectRefused(s, 0, { type: 'lift', table: 0, hat: 'A1' }, 'HOKUS_UNKNOWN_FIELD');
    expectRefused(s, 0, { type: 'draw', index: 0, seat: 0 }, 'HOKUS_UNKNOWN_FIELD');
    expectRefused(s, 0, { type: 'discard', hat: 'A1', to: [0] }, 'HOKUS_UNKNOWN_FIELD');
    expectRefused(s, 0, { type: 'announce', n: 1, undefined: null }, 'HOKUS_UNKNOWN_FIELD');
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
