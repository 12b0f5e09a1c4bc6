// Speedkrakau normal and stark: legal choices through whole phases of a match, the advisor's
// German reason and values, the match state in the bid, and the bidding odds (over NATS: service.test.ts).
import { engine, type KrakauAction, type KrakauState, type KrakauView } from '@spielcenter/krakau';
import { canonicalJson, type Level } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { makeDecision } from '../players/decision.js';
import { decide } from '../players/index.js';
import { krakauOdds } from './player.js';

function step(s: KrakauState, level: Level, k: number, advice = false) {
  const seat = engine.toAct(s)[0] as number;
  const legal = engine.legalActions(s, seat);
  const d = makeDecision({
    level,
    seat,
    view: engine.view(s, seat),
    legal,
    seed: `lv:${k}`,
    budgetMs: 150,
    advice,
  });
  const choice = decide('krakau', level, d);
  expect(legal.map(canonicalJson)).toContain(canonicalJson(choice.action));
  return { seat, choice, next: engine.apply(s, seat, choice.action as KrakauAction).state };
}

/** A state in a given phase, reached by easy computers. */
function reach(seed: string, kind: string): KrakauState {
  let s = engine.setup(engine.parseConfig({ players: 3, target: 500 }), seed);
  for (let k = 0; s.phase.kind !== kind; k++) s = step(s, 'easy', k).next;
  return s;
}

describe('Speedkrakau normal and stark', () => {
  it('play two whole games of a match legally (bidding, giving, declaring, every trick)', () => {
    for (const level of ['normal', 'strong'] as const) {
      let s = engine.setup(engine.parseConfig({ players: 3, target: 500 }), `levels-${level}`);
      for (let k = 0; s.history.length < 2 && s.phase.kind !== 'over'; k++) s = step(s, level, k).next;
      expect(s.history.length).toBe(2);
    }
  }, 60_000);

  it('the advisor names its choice with a German reason and the values it weighed', () => {
    for (const kind of ['bidding', 'give', 'declare', 'play']) {
      const s = reach(`advice-${kind}`, kind);
      const { choice } = step(s, 'strong', 1, true);
      expect(choice.reason, kind).toMatch(/[a-zäöüß]{3,}/i);
      if (kind !== 'give') expect(choice.values?.length ?? 0, kind).toBeGreaterThan(0);
    }
  }, 60_000);

  it('on the barrel (long match, 880) it bids only games of 120 and more', () => {
    const s = reach('barrel', 'bidding');
    const seat = s.phase.kind === 'bidding' ? s.phase.seat : 0;
    const target = 1000;
    // A long match with the seat on the barrel at 880: only games of 120 and more get it off.
    const config = engine.parseConfig({ players: 3, target });
    const barrel = { ...s, config, scores: [880, 880, 880], barrel: [3, 3, 3] } as KrakauState;
    const legal = engine.legalActions(barrel, seat);
    const d = makeDecision({
      level: 'normal',
      seat,
      view: engine.view(barrel, seat),
      legal,
      seed: 'b',
      budgetMs: 200,
    });
    const { action } = decide('krakau', 'normal', d);
    if (action.type === 'bid')
      expect((action as unknown as { value: number }).value).toBeGreaterThanOrEqual(120);
  });

  it('„Auf dem Fass reizen sie nur Spiele, die bis zum Ziel reichen“: at a high bid of 100 they bid 120 at once', () => {
    // Seat 1 (on the barrel at 880 of 1000) holds the heart marriage and three aces; seat 0's forced
    // 100 is the high bid. 110 would not get it off the barrel; 120 does.
    const deal = [
      ...['9s', '9c', 'Jd', 'Jc', '9d', 'Qs', 'Js'],
      ...['Ah', 'Th', 'Kh', 'Qh', 'Ad', 'Td', 'As'],
      ...['Ks', 'Ts', 'Ac', 'Tc', 'Kc', 'Qc', 'Kd'],
      ...['Qd', 'Jh', '9h'],
    ];
    const start = engine.setup(engine.parseConfig({ players: 3, target: 1000, deck: [deal] }), 'fass');
    const s = { ...start, scores: [300, 880, 400], barrel: [0, 1, 0] } as KrakauState;
    expect(engine.toAct(s)).toEqual([1]);
    expect(engine.view(s, 1).barrelNeeds[1]).toBe(120);
    const legal = engine.legalActions(s, 1);
    expect(legal).toContainEqual({ type: 'bid', value: 110 });
    for (const level of ['easy', 'normal', 'strong'] as const) {
      for (let k = 0; k < 3; k++) {
        const d = makeDecision({
          level,
          seat: 1,
          view: engine.view(s, 1),
          legal,
          seed: `fass-${k}`,
          budgetMs: 150,
        });
        expect(decide('krakau', level, d).action, `${level} ${k}`).toEqual({ type: 'bid', value: 120 });
      }
    }
  }, 60_000);

  it('the odds: shares between 0 and 1, falling with the bid, null when the seat is not bidding', () => {
    const s = reach('odds', 'bidding');
    const seat = s.phase.kind === 'bidding' ? s.phase.seat : 0;
    const odds = krakauOdds(engine.view(s, seat) as KrakauView, seat, 'o', 200);
    expect(odds?.kind).toBe('bid');
    const chances = odds?.bids.map((b) => b.chance) ?? [];
    expect(chances.length).toBeGreaterThan(0);
    for (let i = 1; i < chances.length; i++) expect(chances[i]).toBeLessThanOrEqual(chances[i - 1] as number);
    expect(chances.every((c) => c >= 0 && c <= 1)).toBe(true);
    const other = (seat + 1) % 3;
    expect(krakauOdds(engine.view(s, other) as KrakauView, other, 'o', 50)).toBeNull();
    const decl = reach('odds-declare', 'declare');
    const ds = decl.phase.kind === 'declare' ? decl.phase.seat : 0;
    const after = krakauOdds(engine.view(decl, ds) as KrakauView, ds, 'o', 100);
    expect(after?.kind).toBe('declare');
    expect(after?.bids[0]?.bid).toBe(decl.round.highBid);
  });
});
