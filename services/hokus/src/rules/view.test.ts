// The view: what each seat may know (and what it must not).
import { leakedIds } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { hatsOf } from './hats.js';
import { announce, lift, pass, place, placeFirst, play, show } from './scenario.test-util.js';

describe('view', () => {
  const s = play(placeFirst(show(4), ['A1', 'B4', 'C2', 'D3']), [0, place('A4')], [1, announce(3)]);

  it('shows the own hats with kinds, the own stack in order and the own skunk', () => {
    const me = engine.view(s, 0).me;
    expect(me?.hand).toEqual([
      { id: 'A2', kind: 'rabbit' },
      { id: 'A3', kind: 'rabbit' },
    ]);
    expect(me?.stack).toEqual([
      { id: 'A1', kind: 'rabbit' },
      { id: 'A4', kind: 'skunk' },
    ]);
    expect(me).toMatchObject({ skunk: 'A4', skunkDepth: 1, lost: [] });
  });

  it('shows per magician the hats on the table and in hand, laurels and the round’s announcements', () => {
    const v = engine.view(s, 2);
    expect(v.magicians[0]).toMatchObject({
      onTable: 2,
      inHand: 2,
      hats: 4,
      lost: 0,
      laurels: 0,
      eliminated: false,
    });
    expect(v.bids).toEqual([{ seat: 1, type: 'announce', n: 3 }]);
    expect(v.maxAnnounce).toBe(5);
    expect(v.phase).toEqual({ kind: 'bidding', turn: 2, high: 3, bidder: 1, passed: [] });
    expect(v.toAct).toEqual([2]);
  });

  it('never shows another magician’s hat ids (neither in hand nor on the table)', () => {
    for (const seat of [0, 1, 2, 3]) {
      const hidden = [0, 1, 2, 3].filter((o) => o !== seat).flatMap(hatsOf);
      expect(leakedIds(engine.view(s, seat), hidden)).toEqual([]);
    }
    expect(leakedIds(engine.view(s, null), [0, 1, 2, 3].flatMap(hatsOf))).toEqual([]);
    expect(engine.view(s, null).me).toBeNull();
  });

  it('shows everything lifted so far to everyone, as kinds without ids', () => {
    const t = play(s, [2, pass], [3, pass], [0, pass], [1, lift(1)]);
    expect(engine.view(t, 3).lifted).toEqual([{ table: 1, kind: 'skunk' }]);
  });

  it('remembers for everyone where whose skunk appeared in this show (round, owner, challenger, depth)', () => {
    // B's skunk stands at the bottom under a rabbit; C announces 4 and lifts C1, B1, then B4.
    const base = play(placeFirst(show(3), ['A1', 'B4', 'C1']), [0, place('A2')], [1, place('B1')]);
    expect(engine.view(base, 0).sightings).toEqual([]);
    const t = play(base, [2, announce(4)], [0, pass], [1, pass], [2, lift(2)], [2, lift(1)], [2, lift(1)]);
    const seen = [{ round: 1, owner: 1, challenger: 2, depth: 2, stack: 2 }];
    for (const seat of [0, 1, 2, null]) expect(engine.view(t, seat).sightings).toEqual(seen);
    // it stays after the round (the blind draw, the next round), unlike the last result
    const next = play(t, [1, { type: 'draw', index: 0 }]);
    expect(next.round).toBe(2);
    const later = play(next, ...[0, 1, 2].map((seat): [number, ReturnType<typeof place>] => [seat, place(next.magicians[seat]!.hand[0]!)]));
    expect(engine.view(later, 0).sightings).toEqual(seen);
  });
});
