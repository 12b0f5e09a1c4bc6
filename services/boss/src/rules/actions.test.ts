// Input hygiene: the shape check refuses anything that is not exactly one of the game's actions, with
// a coded RuleError, before any rule runs, and the state stays untouched.
import { isRuleError } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { checkShape } from './actions.js';
import { engine } from './engine.js';
import { bid, dealt, thrown } from './fixtures.test-util.js';

describe('the shape of an action', () => {
  it('takes exactly the three actions with their one field', () => {
    expect(checkShape({ type: 'bid', bid: 2 })).toBeNull();
    expect(checkShape({ type: 'play', card: 'r7' })).toBeNull();
    expect(checkShape({ type: 'chooseTrump', suit: 'green' })).toBeNull();
  });

  it.each([
    [{ type: 'bid', bid: 0, seat: 0 }, 'BOSS_UNKNOWN_FIELD', 'seat'],
    [{ type: 'play', card: 'r7', bid: 1 }, 'BOSS_UNKNOWN_FIELD', 'bid'],
    [{ type: 'chooseTrump', suit: 'blue', note: 'x' }, 'BOSS_UNKNOWN_FIELD', 'note'],
    [{ type: 'bid', card: 'r7' }, 'BOSS_UNKNOWN_FIELD', 'card'],
    [{ type: 'bid' }, 'BOSS_MISSING_FIELD', 'bid'],
    [{ type: 'play' }, 'BOSS_MISSING_FIELD', 'card'],
    [{ type: 'chooseTrump' }, 'BOSS_MISSING_FIELD', 'suit'],
  ])('refuses %j with %s (%s)', (action, code, field) => {
    expect(checkShape(action)).toMatchObject({ code, params: { field } });
  });

  it.each([[null], [7], ['bid'], [[]], [{}], [{ type: 5 }], [{ type: 'fold' }], [{ type: 'toString' }]])(
    'refuses %j with COMMON_UNKNOWN_ACTION',
    (action) => {
      expect(checkShape(action)?.code).toBe('COMMON_UNKNOWN_ACTION');
    },
  );

  it('the engine refuses a legal action with an extra field, in German and English, and changes nothing', () => {
    const s = dealt(3, 2, { trumpCard: 'b1' });
    const seat = engine.toAct(s)[0]!;
    const before = JSON.stringify(s);
    const action = { type: 'bid', bid: 0, seat } as never;
    expect(engine.legalActions(s, seat)).toContainEqual(bid(0));
    const err = thrown(() => engine.apply(s, seat, action));
    expect(isRuleError(err)).toBe(true);
    expect(err).toMatchObject({
      code: 'BOSS_UNKNOWN_FIELD',
      de: 'Diese Aktion hat eine Angabe, die es bei ihr nicht gibt: seat.',
      en: 'This action has a field it does not take: seat.',
    });
    expect(engine.explain(s, seat, action)?.code).toBe('BOSS_UNKNOWN_FIELD');
    expect(JSON.stringify(s)).toBe(before);
  });
});
