// Section "Prognose", and the clock's default decision ("Am Tisch": Prognose 0, als Letzter 1).
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { bid, dealt, run, thrown } from './fixtures.test-util.js';
import type { BossState } from './state.js';

const bidsOf = (s: BossState, seat: number) =>
  engine.legalActions(s, seat).flatMap((a) => (a.type === 'bid' ? [a.bid] : []));

describe.each([2, 3, 4])('Prognose, %i players', (players) => {
  const start = (round: number, firstDealer = 0) => dealt(players, round, { trumpCard: 'b1', firstDealer });

  it('„Links vom Geber beginnend sagt jeder an, wie viele Stiche er machen wird (0 bis Kartenzahl).“', () => {
    const s = start(5, 1);
    expect(s.dealer).toBe((1 + 4) % players);
    const first = (s.dealer + 1) % players;
    expect(engine.toAct(s)).toEqual([first]);
    expect(bidsOf(s, first)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(engine.explain(s, first, bid(6))).toMatchObject({ code: 'BOSS_BID_RANGE', params: { max: 5 } });
    expect(engine.explain(s, first, bid(-1))?.code).toBe('BOSS_BID_RANGE');
    expect(engine.explain(s, first, bid(1.5))?.code).toBe('BOSS_BID_RANGE');
    expect(engine.explain(s, first, { type: 'bid', bid: '2' } as never)?.code).toBe('BOSS_BID_RANGE');
    const after = run(s, bid(2));
    expect(after.bids[first]).toBe(2);
    expect(engine.toAct(after)).toEqual([(first + 1) % players]);
  });

  it('„Der Geber sagt zuletzt an.“', () => {
    let s = start(3);
    const order: number[] = [];
    while (s.phase.kind === 'bid') {
      order.push(engine.toAct(s)[0]!);
      s = run(s, bid(0));
    }
    expect(order).toHaveLength(players);
    expect(order.at(-1)).toBe(s.dealer);
    expect(s.phase).toEqual({ kind: 'play', next: (s.dealer + 1) % players });
  });

  it('„Die Prognosen dürfen nicht aufgehen: Wer als Letzter ansagt (der Geber), darf nicht die Zahl nennen, mit der die Summe aller Prognosen genau der Zahl der Stiche entspräche“', () => {
    let s = start(4);
    s = run(s, ...Array.from({ length: players - 1 }, () => bid(1)));
    const forbidden = 4 - (players - 1);
    expect(bidsOf(s, s.dealer)).not.toContain(forbidden);
    const err = thrown(() => engine.apply(s, s.dealer, bid(forbidden)));
    expect(err).toMatchObject({ code: 'BOSS_DEALER_BID', params: { bid: forbidden, tricks: 4 } });
    expect((err as { de: string }).de).toContain('Als Geber darfst du nicht');
  });

  it('„er muss eine mehr oder eine weniger sagen (weniger nur, wenn das nicht unter 0 fällt)“ — every other number is allowed', () => {
    let s = start(4);
    s = run(s, ...Array.from({ length: players - 1 }, () => bid(0)));
    // forbidden 4: 3 ("eine weniger") and everything below stays allowed
    expect(bidsOf(s, s.dealer)).toEqual([0, 1, 2, 3]);
    let t = start(4);
    t = run(t, ...Array.from({ length: players - 1 }, (_, i) => bid(i === 0 ? 4 : 0)));
    // forbidden 0: "weniger" would fall below 0, so 1 ("eine mehr") and above
    expect(bidsOf(t, t.dealer)).toEqual([1, 2, 3, 4]);
    let u = start(2);
    u = run(u, ...Array.from({ length: players - 1 }, () => bid(2)));
    // the others already bid more than the tricks: nothing can add up, everything is allowed
    if (players > 2) expect(bidsOf(u, u.dealer)).toEqual([0, 1, 2]);
  });

  it('„So liegt in jeder Runde mindestens einer daneben.“', () => {
    for (let round = 1; round <= 6; round++) {
      let s = start(round);
      while (s.phase.kind === 'bid') {
        const seat = engine.toAct(s)[0]!;
        const legal = bidsOf(s, seat);
        s = run(s, bid(legal[Math.floor(legal.length / 2)]!));
      }
      expect(s.bids.reduce((a, b) => a! + b!, 0)).not.toBe(round);
    }
  });

  it('„Erst danach wird für dich entschieden: bei der Prognose 0 (als Letzter, wenn 0 nicht erlaubt ist, 1)“', () => {
    let s = start(3);
    const first = engine.toAct(s)[0]!;
    expect(engine.defaultAction(s, first)).toEqual(bid(0));
    expect(engine.defaultAction(s, s.dealer)).toBeNull(); // not the dealer's turn yet
    s = run(s, ...Array.from({ length: players - 1 }, (_, i) => bid(i === 0 ? 3 : 0)));
    expect(engine.defaultAction(s, s.dealer)).toEqual(bid(1));
    let t = start(3);
    t = run(t, ...Array.from({ length: players - 1 }, () => bid(0)));
    expect(engine.defaultAction(t, t.dealer)).toEqual(bid(0));
    const playing = run(t, bid(0));
    expect(engine.defaultAction(playing, engine.toAct(playing)[0]!)).toBeNull();
  });
});
