// "Eine Runde", step 3: Überbieten oder passen, and the red numbers.
import { describe, expect, it } from 'vitest';
import { engine } from '../engine.js';
import { announce, expectRefused, lift, pass, place, placeFirst, play, show } from '../scenario.test-util.js';

// four magicians, one hat each on the table, seat 0 begins
const ready = () => placeFirst(show(4), ['A1', 'B1', 'C1', 'D1']);

describe('Überbieten oder passen', () => {
  it('„Reihum kündigt jeder mehr an oder passt.“', () => {
    const s = play(ready(), [0, announce(1)]);
    expect(s.phase).toMatchObject({ kind: 'bidding', turn: 1, high: 1, bidder: 0 });
    expect(engine.legalActions(s, 1)).toEqual([announce(2), announce(3), announce(4), pass]);
    const err = expectRefused(s, 1, announce(1), 'HOKUS_RAISE_TOO_LOW');
    expect(err.de).toBe('Du musst mehr als 1 Kaninchen ankündigen oder passen.');
    expectRefused(s, 2, pass, 'COMMON_NOT_YOUR_TURN');
    const s1 = play(s, [1, announce(2)]);
    expect(s1.phase).toMatchObject({ turn: 2, high: 2, bidder: 1 });
  });

  it('„Wer passt, ist für diese Runde draußen.“', () => {
    const s = play(ready(), [0, announce(1)], [1, pass], [2, announce(2)], [3, pass]);
    // seat 1 passed: after seat 0 comes seat 2 again… seat 0 acts, then seat 1 is skipped
    expect(s.phase).toMatchObject({ turn: 0, passed: [1, 3] });
    const s1 = play(s, [0, announce(3)]);
    expect(s1.phase).toMatchObject({ turn: 2 });
    expectRefused(s1, 1, announce(4), 'COMMON_NOT_YOUR_TURN');
    expect(engine.view(s1, 2).magicians[1]?.passed).toBe(true);
    expect(engine.view(s1, 2).bids).toEqual([
      { seat: 0, type: 'announce', n: 1 },
      { seat: 1, type: 'pass' },
      { seat: 2, type: 'announce', n: 2 },
      { seat: 3, type: 'pass' },
      { seat: 0, type: 'announce', n: 3 },
    ]);
  });

  it('„Passen“ only after the first announcement', () => {
    expectRefused(ready(), 0, pass, 'HOKUS_PASS_NOT_YET');
  });

  it('„Haben alle anderen gepasst …, hebt der Zauberer mit der höchsten Ankündigung die Zylinder“', () => {
    const s = play(ready(), [0, announce(1)], [1, announce(2)], [2, pass], [3, pass]);
    expect(s.phase.kind).toBe('bidding');
    const s1 = play(s, [0, pass]);
    expect(s1.phase).toEqual({ kind: 'lifting', challenger: 1, target: 2 });
    expect(engine.toAct(s1)).toEqual([1]);
    expectRefused(s1, 2, announce(3), 'HOKUS_NO_BIDDING_NOW');
  });

  it('„oder umfasst die Ankündigung alle Zylinder“: delivery at once', () => {
    const s = play(ready(), [0, announce(2)], [1, announce(4)]);
    expect(s.phase).toEqual({ kind: 'lifting', challenger: 1, target: 4 });
  });

  it('„Rot markierte Zahlen würden dein eigenes Stinktier treffen.“', () => {
    // seat 0: skunk A4 at the bottom, two rabbits above it → from 3 on the own skunk is reached
    const s = play(
      placeFirst(show(3), ['A4', 'B1', 'C1']),
      [0, place('A1')],
      [1, place('B2')],
      [2, place('C2')],
    );
    const s1 = play(s, [0, place('A2')]);
    const me = engine.view(s1, 0).me;
    expect(me?.skunkDepth).toBe(3);
    expect(me?.redNumbers).toEqual([3, 4, 5, 6, 7]);
    expect(engine.view(s1, 1).me?.redNumbers).toEqual([]);
    // and really: announcing 3 and lifting the own stack reaches the skunk
    const s2 = play(s1, [1, announce(1)], [2, pass], [0, announce(3)], [1, pass]);
    const s3 = play(s2, [0, lift(0)], [0, lift(0)], [0, lift(0)]);
    expect(s3.lastResult?.lifted.map((l) => l.kind)).toEqual(['rabbit', 'rabbit', 'skunk']);
  });
});
