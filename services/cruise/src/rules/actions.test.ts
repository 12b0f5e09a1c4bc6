/** The shape check (issue 12, 3): unknown fields and wrong types are refused with a coded error. */
import { RuleError } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { type CruiseAction, checkShape } from './actions.js';
import { engine } from './engine.js';
import { position } from './fixtures.test-util.js';

const odd = (a: unknown) => a as CruiseAction;
const hands = [['Bm1', 'Bw1', 'Bm2'], ['Cm1']];
const elsewhere = { C14: 'Cm1', C17: 'Cw1', C10: 'Xm1' };
const pair = [
  { tile: 'Bm1', chair: 'C8' },
  { tile: 'Bw1', chair: 'C9' },
];

describe('Aktionen: nur die Felder, die es gibt', () => {
  it('die vier Aktionen in ihrer Form gehen durch', () => {
    expect(checkShape({ type: 'draw' })).toBeNull();
    expect(checkShape({ type: 'bar', tile: 'Bm1' })).toBeNull();
    expect(checkShape({ type: 'swap', tile: 'Bm2', chair: 'C10' })).toBeNull();
    expect(checkShape({ type: 'seat', seats: pair })).toBeNull();
    expect(checkShape({ type: 'seat', seats: pair, pure: 'hand' })).toBeNull();
  });

  it.each([
    ['draw', { type: 'draw', tiles: 2 }, 'tiles'],
    ['bar', { type: 'bar', tile: 'Bm1', stool: 1 }, 'stool'],
    ['swap', { type: 'swap', tile: 'Bm2', chair: 'C10', director: 'Xm1' }, 'director'],
    ['Sitzzug', { type: 'seat', seats: pair, points: 99 }, 'points'],
    ['Platzierung', { type: 'seat', seats: [{ ...pair[0], table: 'T3' }, pair[1]] }, 'table'],
  ])('unbekanntes Feld an %s: CRUISE_BAD_ACTION, der Zustand bleibt', (_, action, field) => {
    const s = position({ hands, seated: elsewhere });
    const before = JSON.stringify(s);
    const why = engine.explain(s, 0, odd(action));
    expect(why).toMatchObject({ code: 'CRUISE_BAD_ACTION' });
    expect(why?.de).toContain(field);
    expect(why?.en).toContain(field);
    expect(() => engine.apply(s, 0, odd(action))).toThrow(RuleError);
    expect(JSON.stringify(s)).toBe(before);
  });

  it.each([
    [{ type: 'seat', seats: pair, pure: 'yes' }],
    [{ type: 'seat', seats: [] }],
    [{ type: 'seat', seats: [pair[0], pair[0], pair[0], pair[0], pair[0]] }],
    [{ type: 'seat', seats: { tile: 'Bm1', chair: 'C8' } }],
    [{ type: 'seat', seats: [{ tile: 'Bm1', chair: 8 }] }],
    [{ type: 'seat', seats: [{ tile: 'Qm1', chair: 'C8' }] }],
    [{ type: 'seat', seats: [null] }],
    [{ type: 'bar', tile: ['Bm1'] }],
    [{ type: 'bar' }],
    [{ type: 'swap', tile: 'Bm2' }],
    [null],
    ['draw'],
    [[{ type: 'draw' }]],
  ])('falsche Form %j: CRUISE_BAD_ACTION', (action) => {
    const s = position({ hands, seated: elsewhere });
    expect(engine.explain(s, 0, odd(action))?.code).toBe('CRUISE_BAD_ACTION');
  });

  it('unbekannte Art: COMMON_UNKNOWN_ACTION; die Form wird vor Platz und Phase geprüft', () => {
    const s = position({ hands, seated: elsewhere });
    expect(engine.explain(s, 0, odd({ type: 'dance' }))?.code).toBe('COMMON_UNKNOWN_ACTION');
    expect(engine.explain(s, 1, odd({ type: 'draw', x: 1 }))?.code).toBe('CRUISE_BAD_ACTION');
    expect(engine.explain(s, 9, { type: 'draw' })?.code).toBe('COMMON_BAD_SEAT');
    expect(engine.explain(s, 1, { type: 'draw' })?.code).toBe('COMMON_NOT_YOUR_TURN');
    expect(engine.explain(s, 0, { type: 'draw' })?.code).toBe('CRUISE_NOT_DRAW_TIME');
  });
});
