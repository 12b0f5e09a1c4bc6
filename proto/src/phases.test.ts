import { describe, expect, it } from 'vitest';
import { commonErrors, defineErrors, RuleError } from './errors.js';
import { gameOverPhase, type PhaseTable, phaseEngine, turnCheck } from './phases.js';

// A toy game: two seats each say a number once (simultaneously), then the higher one may shout.
type Phase = { kind: 'say'; said: (number | null)[] } | { kind: 'shout'; who: number } | { kind: 'over' };
interface State {
  players: number;
  phase: Phase;
  total: number;
}
type Act = { type: 'say'; n: number } | { type: 'shout' };
type Ev = { type: 'said'; seat: number } | { type: 'shouted' };
const toyErrors = defineErrors({
  TOY_NOT_NOW: { de: 'Nicht jetzt.', en: 'Not now.' },
  TOY_RANGE: { de: '1 bis 3.', en: '1 to 3.' },
});

const phases: PhaseTable<State, Act, Ev> = {
  say: {
    accepts: ['say'],
    toAct: (s) => s.phase.said.flatMap((n, seat) => (n === null ? [seat] : [])),
    legal: (s, seat) => (s.phase.said[seat] === null ? [1, 2, 3].map((n) => ({ type: 'say', n })) : []),
    explain: (s, seat, a) =>
      turnCheck(
        s.phase.said.flatMap((n, i) => (n === null ? [i] : [])),
        seat,
      ) ?? (a.type === 'say' && a.n >= 1 && a.n <= 3 ? null : toyErrors.data('TOY_RANGE')),
    apply(draft, seat, a, phase) {
      const said = [...phase.said];
      said[seat] = a.type === 'say' ? a.n : 0;
      draft.total += said[seat] ?? 0;
      draft.phase = said.every((n) => n !== null)
        ? { kind: 'shout', who: (said[0] ?? 0) >= (said[1] ?? 0) ? 0 : 1 }
        : { kind: 'say', said };
      return [{ type: 'said', seat }];
    },
  },
  shout: {
    accepts: ['shout'],
    toAct: (s) => [s.phase.who],
    legal: (s, seat) => (seat === s.phase.who ? [{ type: 'shout' }] : []),
    explain: (s, seat) => turnCheck([s.phase.who], seat),
    apply(draft) {
      draft.phase = { kind: 'over' };
      return [{ type: 'shouted' }];
    },
  },
  over: gameOverPhase(),
};

const toy = phaseEngine<State, Act, Ev>({
  phases,
  players: (s) => s.players,
  clone: (s) => ({ ...s }),
  checkShape: (a) =>
    a && typeof a === 'object' && ['say', 'shout'].includes((a as { type?: string }).type ?? '')
      ? null
      : commonErrors.data('COMMON_UNKNOWN_ACTION', { type: String((a as { type?: unknown })?.type) }),
  wrongPhase: () => toyErrors.data('TOY_NOT_NOW'),
});
const start: State = { players: 2, phase: { kind: 'say', said: [null, null] }, total: 0 };

describe('phaseEngine', () => {
  it('dispatches toAct and legal by phase, simultaneous seats included', () => {
    expect(toy.toAct(start)).toEqual([0, 1]);
    expect(toy.legalActions(start, 1)).toHaveLength(3);
    expect(toy.legalActions(start, 5)).toEqual([]);
  });

  it('applies on a copy and leaves the old state alone', () => {
    const { state, events } = toy.apply(start, 1, { type: 'say', n: 3 });
    expect(events).toEqual([{ type: 'said', seat: 1 }]);
    expect(state.total).toBe(3);
    expect(start.total).toBe(0);
    expect(toy.toAct(state)).toEqual([0]);
    const next = toy.apply(state, 0, { type: 'say', n: 1 }).state;
    expect(next.phase).toEqual({ kind: 'shout', who: 1 });
  });

  it('refuses in order: shape, seat, phase, the phase itself', () => {
    expect(toy.explain(start, 0, { type: 'dance' } as unknown as Act)?.code).toBe('COMMON_UNKNOWN_ACTION');
    expect(toy.explain(start, 2, { type: 'say', n: 1 })?.code).toBe('COMMON_BAD_SEAT');
    expect(toy.explain(start, 0, { type: 'shout' })?.code).toBe('TOY_NOT_NOW');
    expect(toy.explain(start, 0, { type: 'say', n: 9 })?.code).toBe('TOY_RANGE');
    expect(() => toy.apply(start, 0, { type: 'say', n: 9 })).toThrow(RuleError);
  });

  it('refuses everything after the end with COMMON_GAME_OVER', () => {
    const over: State = { ...start, phase: { kind: 'over' } };
    expect(toy.toAct(over)).toEqual([]);
    expect(toy.explain(over, 0, { type: 'shout' })?.code).toBe('COMMON_GAME_OVER');
  });
});
