// "Punkte für die Bestenliste" and the bluff record (Bluff-Bilanz, Fallensteller).
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { ranking } from './outcome.js';
import {
  announce,
  draw,
  eliminated,
  lift,
  pass,
  placeFirst,
  play,
  show,
  withHats,
} from './scenario.test-util.js';
import type { HokusState, Magician } from './state.js';

function withLaurels(state: HokusState, laurels: number[]): HokusState {
  return {
    ...state,
    magicians: state.magicians.map((m, s): Magician => ({ ...m, laurels: laurels[s] ?? 0 })),
  };
}

describe('Punkte für die Bestenliste', () => {
  it('„der Sieger zuerst, dann wer noch im Spiel ist, dann nach Applaus, nach Zylindern und – unter Ausgeschiedenen – wer später ausgeschieden ist“', () => {
    let s = show(6);
    s = withHats(s, 1, ['B1', 'B2']); // in the show, 1 laurel, 2 hats
    s = withHats(s, 2, ['C1']); // in the show, 1 laurel, 1 hat
    s = eliminated(eliminated(s, 4), 0); // 4 out first, then 0
    s = withLaurels(s, [1, 1, 1, 2, 0, 0]);
    s = { ...s, winner: 3, phase: { kind: 'over', reason: 'applause' } };
    // winner 3; in the show: 2 has less hats than 1, 5 has no laurel; out: 0 later than 4 but 0 has a laurel anyway
    expect(ranking(s)).toEqual([5, 2, 3, 1, 6, 4]);
    const o = engine.outcome(s);
    expect(o?.ranks).toEqual([5, 2, 3, 1, 6, 4]);
    expect(o?.leaderboardPoints).toEqual([10, 40, 30, 50, 0, 20]);
    expect(o?.scores).toEqual([1, 1, 1, 2, 0, 0]);
  });

  it('„unter Ausgeschiedenen – wer später ausgeschieden ist“ ranks higher', () => {
    let s = eliminated(eliminated(show(4), 2), 0);
    s = eliminated(s, 1);
    s = { ...s, winner: 3, phase: { kind: 'over', reason: 'lastStanding' } };
    expect(engine.outcome(s)?.ranks).toEqual([3, 2, 4, 1]);
  });

  it('equal results share a rank (after 80 rounds without a winner)', () => {
    const s: HokusState = { ...withLaurels(show(3), [1, 1, 0]), phase: { kind: 'over', reason: 'rounds' } };
    expect(engine.outcome(s)?.ranks).toEqual([1, 1, 3]);
    expect(engine.outcome(show(3))).toBeNull();
  });
});

describe('Bluff-Bilanz', () => {
  /** Seat 0 challenges for 2 and is caught by B4; the blind draw takes A1, then A2. */
  function caught(from: HokusState, first: string): HokusState {
    const s = placeFirst(from, [first, 'B4', 'C1']);
    return play(s, [0, announce(2)], [1, pass], [2, pass], [0, lift(0)], [0, lift(1)], [1, draw(0)]);
  }

  it('„wie oft er angekündigt und geliefert hat und wie oft sein Stinktier zugeschnappt ist. Ab zwei Treffern trägt er die Marke Fallensteller.“', () => {
    const once = caught(show(3, { draws: [0, 0] }), 'A1');
    expect(engine.view(once, 2).magicians[1]?.record).toEqual({
      announced: 0,
      delivered: 0,
      catches: 1,
      trapper: false,
    });
    const twice = caught(once, 'A2');
    expect(engine.view(twice, 2).magicians[1]?.record).toEqual({
      announced: 0,
      delivered: 0,
      catches: 2,
      trapper: true,
    });
    expect(engine.view(twice, 1).magicians[0]?.record).toEqual({
      announced: 2,
      delivered: 0,
      catches: 0,
      trapper: false,
    });
    const delivered = play(
      placeFirst(twice, ['A3', 'B1', 'C1']),
      [0, announce(1)],
      [1, pass],
      [2, pass],
      [0, lift(0)],
    );
    expect(engine.view(delivered, null).magicians[0]?.record).toMatchObject({ announced: 3, delivered: 1 });
  });
});
