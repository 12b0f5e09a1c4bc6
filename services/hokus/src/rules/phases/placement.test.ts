// "Eine Runde", steps 1 and 2: Aufstellen and Reihum.
import { describe, expect, it } from 'vitest';
import { engine } from '../engine.js';
import { announce, expectRefused, pass, place, placeFirst, play, show } from '../scenario.test-util.js';

describe('Aufstellen', () => {
  it('„Zu Beginn stellen alle gleichzeitig einen Zylinder verdeckt auf ihren Tisch“: all seats act at once', () => {
    const s = show(4);
    expect(s.phase.kind).toBe('setup');
    expect(engine.toAct(s)).toEqual([0, 1, 2, 3]);
    for (const seat of [0, 1, 2, 3]) expect(engine.legalActions(s, seat)).toHaveLength(4);
    // any order: seat 2 before seat 0
    const s1 = play(s, [2, place('C1')]);
    expect(engine.toAct(s1)).toEqual([0, 1, 3]);
    const s2 = play(s1, [0, place('A4')], [3, place('D2')], [1, place('B1')]);
    expect(s2.phase).toEqual({ kind: 'placing', turn: 0 });
    expect(s2.magicians.map((m) => m.stack)).toEqual([['A4'], ['B1'], ['C1'], ['D2']]);
  });

  it('„gleichzeitig einen Zylinder“: nobody places a second hat before the others placed theirs', () => {
    const s = play(show(3), [1, place('B1')]);
    expect(engine.legalActions(s, 1)).toEqual([]);
    expectRefused(s, 1, place('B2'), 'HOKUS_ALREADY_PLACED');
  });

  it('„Tippe dazu unten einen Zylinder in deiner Hand an“: only a hat from your own hand', () => {
    const s = show(3);
    expectRefused(s, 0, place('B1'), 'HOKUS_NOT_IN_HAND');
    expectRefused(s, 0, place('Z9'), 'HOKUS_NOT_IN_HAND');
  });

  it('„Zu Beginn stellen alle … auf“: nobody announces or passes before everyone placed', () => {
    const s = show(3);
    expectRefused(s, 0, announce(1), 'HOKUS_ANNOUNCE_NOT_YET');
    expectRefused(s, 0, pass, 'HOKUS_PASS_NOT_YET');
  });

  it('„du siehst, ob ein Kaninchen oder dein Stinktier darin steckt, die anderen nicht“', () => {
    const s = placeFirst(show(3), ['A4', 'B1', 'C2']);
    const mine = engine.view(s, 0);
    expect(mine.me?.stack).toEqual([{ id: 'A4', kind: 'skunk' }]);
    const theirs = JSON.stringify(engine.view(s, 1));
    expect(theirs).not.toContain('A4');
    expect(engine.view(s, 1).magicians[0]).toMatchObject({ onTable: 1, inHand: 3 });
  });
});

describe('Reihum', () => {
  const ready = () => placeFirst(show(3), ['A1', 'B1', 'C1']);

  it('„Wer dran ist, stellt noch einen Zylinder oben auf seinen Stapel oder kündigt an“', () => {
    const s = ready();
    expect(engine.toAct(s)).toEqual([0]);
    const legal = engine.legalActions(s, 0);
    expect(legal).toEqual([place('A2'), place('A3'), place('A4'), announce(1), announce(2), announce(3)]);
    const s1 = play(s, [0, place('A4')]);
    expect(s1.magicians[0]?.stack).toEqual(['A1', 'A4']);
    expect(engine.toAct(s1)).toEqual([1]);
    expectRefused(s, 1, place('B2'), 'COMMON_NOT_YOUR_TURN');
  });

  it('„mindestens 1, höchstens so viele, wie Zylinder auf allen Tischen stehen“', () => {
    const s = play(ready(), [0, place('A2')]);
    const err = expectRefused(s, 1, announce(5), 'HOKUS_ANNOUNCE_RANGE');
    expect(err.de).toContain('höchstens 4');
    expectRefused(s, 1, announce(0), 'HOKUS_ANNOUNCE_RANGE');
    expect(play(s, [1, announce(4)]).phase.kind).toBe('lifting');
  });

  it('„Wer keinen Zylinder mehr in der Hand hat, muss ankündigen.“', () => {
    const s = play(
      ready(),
      [0, place('A2')],
      [1, place('B2')],
      [2, place('C2')],
      [0, place('A3')],
      [1, place('B3')],
      [2, place('C3')],
      [0, place('A4')],
      [1, place('B4')],
      [2, place('C4')],
    );
    expect(s.magicians[0]?.hand).toEqual([]);
    expect(engine.legalActions(s, 0).every((a) => a.type === 'announce')).toBe(true);
    expectRefused(s, 0, place('A1'), 'HOKUS_MUST_ANNOUNCE');
  });

  it('„Nach der ersten Ankündigung stellt niemand mehr auf.“', () => {
    const s = play(ready(), [0, announce(1)]);
    expect(s.phase.kind).toBe('bidding');
    expectRefused(s, 1, place('B2'), 'HOKUS_NO_MORE_PLACING');
    expect(engine.legalActions(s, 1).some((a) => a.type === 'place')).toBe(false);
  });
});
