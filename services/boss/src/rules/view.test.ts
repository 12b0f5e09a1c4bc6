// The view: own hand only, trump, bids, trick, Auftragslage, scores; JSON; nothing of other hands.
import { leakedIds } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { bid, dealt, play, run } from './fixtures.test-util.js';

describe.each([2, 3, 4])('view, %i players', (players) => {
  const start = () => dealt(players, 4, { trumpCard: 'b5', firstDealer: 0 });

  it('shows the own hand, counts of the others, never another hand or the face-down rest', () => {
    const s = start();
    for (let seat = 0; seat < players; seat++) {
      const v = engine.view(s, seat);
      expect(v.hand).toEqual(s.hands[seat]);
      expect(v.handCounts).toEqual(Array(players).fill(4));
      const hidden = [...s.stock, ...s.hands.flatMap((h, i) => (i === seat ? [] : h))];
      expect(leakedIds(v, hidden)).toEqual([]);
    }
    const spectator = engine.view(s, null);
    expect(spectator.hand).toEqual([]);
    expect(leakedIds(spectator, [...s.stock, ...s.hands.flat()])).toEqual([]);
  });

  it('Auftragslage: tricks of the round, sum of bids, how many under or over', () => {
    let s = start();
    const v0 = engine.view(s, 0);
    expect(v0).toMatchObject({
      round: 4,
      tricksInRound: 4,
      dealer: 3 % players,
      phase: 'bid',
      trump: 'blue',
    });
    expect(v0.rounds).toBe(players === 2 ? 30 : 60 / players);
    expect(v0.bidSummary).toEqual({ tricks: 4, bidSum: 0, bidsMade: 0, under: 4, over: 0 });
    s = run(s, bid(3), bid(3));
    const v = engine.view(s, 1);
    expect(v.bidSummary).toMatchObject({ tricks: 4, bidSum: 6, bidsMade: 2, under: 0, over: 2 });
    expect(v.bids.filter((b) => b !== null)).toEqual([3, 3]);
    expect(v.toAct).toEqual(engine.toAct(s));
  });

  it('the trick with who played what, cards played so far and tricks won', () => {
    let s = run(start(), ...Array.from({ length: players }, () => bid(0)));
    const leader = engine.toAct(s)[0]!;
    const card = engine.legalActions(s, leader)[0]!;
    s = run(s, card);
    const v = engine.view(s, leader);
    expect(v.trick).toEqual([{ seat: leader, card: (card as { card: string }).card }]);
    expect(v.played).toEqual([(card as { card: string }).card]);
    expect(v.leader).toBe(leader);
    expect(v.winningSeat).toBe(leader);
    while (s.tricks.length === 0) s = run(s, engine.legalActions(s, engine.toAct(s)[0]!)[0]!);
    const after = engine.view(s, 0);
    expect(after.tricks).toHaveLength(1);
    expect(after.tricksWon.reduce((a, b) => a + b)).toBe(1);
    expect(after.played).toHaveLength(players);
    expect(JSON.parse(JSON.stringify(after))).toEqual(after);
  });
});

describe('events', () => {
  it('a drawn card is addressed to its drawer only; bids and plays are public', () => {
    let s = dealt(2, 21, { firstDealer: 0 });
    if (s.phase.kind === 'chooseTrump') s = run(s, { type: 'chooseTrump', suit: 'red' });
    s = run(s, bid(0), bid(0));
    const r1 = engine.apply(s, engine.toAct(s)[0]!, engine.legalActions(s, engine.toAct(s)[0]!)[0]!);
    expect(r1.events.every((e) => e.to === undefined)).toBe(true);
    const r2 = engine.apply(
      r1.state,
      engine.toAct(r1.state)[0]!,
      engine.legalActions(r1.state, engine.toAct(r1.state)[0]!)[0]!,
    );
    const priv = r2.events.filter((e) => e.to !== undefined);
    expect(priv).toHaveLength(2);
    for (const e of priv) expect(e.to).toEqual([e.seat]);
    expect(r2.events.filter((e) => e.type === 'drew')).toHaveLength(2);
    expect(play('r1')).toEqual({ type: 'play', card: 'r1' });
  });
});
