// The Speedcruise computers: the thought state matches the view, whole cruises with legal moves
// only (2..4 players, both modes, the variant), "Hand −1" after a pure table, leicht from the better
// half, the variant's party tables taken, the advisor's strong move with its values.
import { type CruiseAction, type CruiseState, type CruiseView, engine } from '@spielcenter/cruise';
import { canonicalJson, type Level, Rng } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import type { Choice } from '../players/types.js';
import { rankMoves } from './player.js';
import { stateFromView } from './sim.js';

const key = (a: unknown) => canonicalJson(a);

function choose(s: CruiseState, seat: number, level: Level, seed: string, advice = false) {
  const legal = engine.legalActions(s, seat) as CruiseAction[];
  const view = engine.view(s, seat) as CruiseView;
  const d = makeDecision({ level, seat, view, legal, seed, advice });
  return { legal, view, choice: decide('cruise', level, d) as Choice<CruiseAction> };
}

type Visit = (
  s: CruiseState,
  seat: number,
  legal: CruiseAction[],
  action: CruiseAction,
  level: Level,
) => void;

function playCruise(
  config: Record<string, unknown>,
  levels: Level[],
  seed: string,
  visit?: Visit,
): CruiseState {
  let s = engine.setup(engine.parseConfig(config), seed);
  for (let k = 0; engine.outcome(s) === null; k++) {
    expect(k).toBeLessThan(1000);
    const seat = engine.toAct(s)[0] as number;
    const level = levels[seat % levels.length] as Level;
    const { legal, choice } = choose(s, seat, level, `${seed}:${k}`);
    expect(legal.map(key)).toContain(key(choice.action));
    visit?.(s, seat, legal, choice.action, level);
    s = engine.apply(s, seat, choice.action).state;
  }
  return s;
}

describe('Speedcruise computers', () => {
  it('think on a state built from the view alone: same board, hands, bag size and legal moves', () => {
    let s = engine.setup(engine.parseConfig({ players: 3, mode: 'cruise' }), 'sim');
    const rng = Rng.fromSeed('sim');
    for (let k = 0; k < 60 && engine.outcome(s) === null; k++) {
      const seat = engine.toAct(s)[0] as number;
      const view = engine.view(s, seat) as CruiseView;
      const sim = stateFromView(view, rng);
      expect(sim.bag).toHaveLength(s.bag.length);
      expect(new Set(sim.bag)).toEqual(new Set(s.bag));
      expect(engine.legalActions(sim, seat).map(key)).toEqual(engine.legalActions(s, seat).map(key));
      const mine = engine.view(sim, seat) as CruiseView;
      expect(mine.tables).toEqual(view.tables);
      expect(mine.hints).toEqual(view.hints);
      s = engine.apply(s, seat, rng.pick(engine.legalActions(s, seat))).state;
    }
  });

  it('play whole cruises with legal moves only and always take "Hand −1" after a pure table', () => {
    let pureChoices = 0;
    const visit: Visit = (_s, _seat, legal, action) => {
      if (action.type === 'seat' && action.pure) {
        pureChoices++;
        expect(action.pure).toBe('hand');
      }
      expect(legal.length).toBeGreaterThan(0);
    };
    playCruise({ players: 2, mode: 'classic' }, ['strong', 'easy'], 'c2', visit);
    const end = playCruise(
      { players: 4, mode: 'cruise', singleGenderTables: true },
      ['easy', 'normal'],
      'c4',
      visit,
    );
    expect(engine.outcome(end)).not.toBeNull();
    expect(pureChoices).toBeGreaterThan(0);
  });

  it('leicht picks from the better half of the moves as normal ranks them', () => {
    let checked = 0;
    let notBest = 0;
    playCruise(
      { players: 3, mode: 'cruise' },
      ['easy', 'normal', 'normal'],
      'half',
      (s, seat, legal, action, level) => {
        if (level !== 'easy' || legal.length < 4) return;
        const view = engine.view(s, seat) as CruiseView;
        const { scored } = rankMoves(
          makeDecision({ level: 'normal', seat, view, legal, seed: 'x' }) as never,
        );
        const at = scored.findIndex((m) => key(m.action) === key(action));
        expect(at).toBeGreaterThanOrEqual(0);
        expect(at).toBeLessThan(Math.ceil(scored.length / 2));
        checked++;
        if (at > 0) notBest++;
      },
    );
    expect(checked).toBeGreaterThan(5);
    expect(notBest).toBeGreaterThan(0);
  });

  it('„Die Computer kennen die Variante auch und nutzen jede Gelegenheit“: every level takes a Kaffeekränzchen or Stammtisch whenever one is possible', () => {
    const isParty = (s: CruiseState, seat: number, a: CruiseAction) =>
      engine.apply(s, seat, a).events.some((e) => e.type === 'seated' && e.party !== null);
    const levels = ['easy', 'normal', 'strong'] as const;
    let offered = 0;
    const missed: string[] = [];
    for (const seed of ['v1', 'v2', 'v3', 'v4', 'v5', 'v6', 'v7', 'v8', 'v9', 'v10']) {
      playCruise(
        { players: 3, mode: 'classic', singleGenderTables: true },
        ['normal'],
        seed,
        (s, seat, legal) => {
          if (!legal.some((a) => a.type === 'seat' && a.seats.length >= 3 && isParty(s, seat, a))) return;
          offered++;
          // Every level is asked in this position (leicht twice: it chooses at random).
          for (const [i, level] of [...levels, 'easy' as const].entries()) {
            const { action } = choose(s, seat, level, `${seed}:${offered}:${i}`).choice;
            if (!isParty(s, seat, action)) missed.push(`${seed} ${level}: ${key(action)}`);
          }
        },
      );
    }
    expect(offered).toBeGreaterThan(2);
    expect(missed).toEqual([]);
  }, 120_000);

  it('the advisor shows the strong move with a German reason and every move valued', () => {
    let s = engine.setup(engine.parseConfig({ players: 2, mode: 'cruise' }), 'advice');
    for (let k = 0; k < 12; k++) {
      const seat = engine.toAct(s)[0] as number;
      s = engine.apply(s, seat, choose(s, seat, 'normal', `a${k}`).choice.action).state;
    }
    if (s.phase.kind !== 'move') s = engine.apply(s, s.turn, { type: 'draw' }).state;
    const { legal, choice } = choose(s, s.turn, 'strong', 'adv', true);
    expect(legal.map(key)).toContain(key(choice.action));
    expect(choice.reason).toMatch(/bringt -?\d+ Punkte?/);
    expect(key(choice.values?.[0]?.action)).toBe(key(choice.action));
    const values = (choice.values ?? []).map((v) => v.value);
    expect(values.length).toBeGreaterThan(1);
  });
});
