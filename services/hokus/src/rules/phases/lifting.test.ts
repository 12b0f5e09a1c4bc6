// "Eine Runde", step 4: Liefern, and "Applaus".
import { describe, expect, it } from 'vitest';
import { engine } from '../engine.js';
import { announce, expectRefused, lift, pass, place, placeFirst, play, show } from '../scenario.test-util.js';

/** Stacks (bottom → top): seat 0 A1 A2, seat 1 B1 B2, seat 2 C4 (skunk) C1; seat 0 is in turn. */
const ready = () =>
  play(placeFirst(show(3), ['A1', 'B1', 'C4']), [0, place('A2')], [1, place('B2')], [2, place('C1')]);

describe('Liefern', () => {
  it('„Zuerst alle eigenen …, immer von oben nach unten“', () => {
    const s = play(ready(), [0, announce(4)], [1, pass], [2, pass]);
    expect(engine.legalActions(s, 0)).toEqual([lift(0)]);
    expectRefused(s, 0, lift(1), 'HOKUS_LIFT_OWN_FIRST');
    const s1 = play(s, [0, lift(0)]);
    expect(engine.view(s1, 1).magicians[0]?.liftedOnTable).toBe(1);
    expect(engine.legalActions(s1, 0)).toEqual([lift(0)]);
    const s2 = play(s1, [0, lift(0)]);
    expect(engine.legalActions(s2, 0)).toEqual([lift(1), lift(2)]);
    expectRefused(s2, 0, lift(0), 'HOKUS_TABLE_EMPTY');
    expectRefused(s2, 1, lift(1), 'COMMON_NOT_YOUR_TURN');
  });

  it('„nur so viele, wie er angekündigt hat“: announcing 1 lifts only the top own hat', () => {
    const s = play(ready(), [0, announce(1)], [1, pass], [2, pass]);
    const s1 = play(s, [0, lift(0)]);
    expect(s1.magicians[0]?.laurels).toBe(1);
    expect(s1.lastResult?.lifted).toEqual([{ table: 0, kind: 'rabbit' }]);
  });

  it('„Danach wählst du fremde Tische – gehoben wird dort immer der oberste Zylinder.“', () => {
    const s = play(ready(), [0, announce(4)], [1, pass], [2, pass], [0, lift(0)], [0, lift(0)]);
    const s1 = play(s, [0, lift(2)]); // C1 lies on C4
    expect(s1.lifted.at(-1)).toEqual({ table: 2, kind: 'rabbit' });
    expect(engine.legalActions(s1, 0)).toEqual([lift(1), lift(2)]);
    const s2 = play(s1, [0, lift(1)]);
    expect(s2.magicians[0]?.laurels).toBe(1);
  });

  it('„Läuft eine Bedenkzeit ab, hebt … der Computer für dich“: the clock lifts the forced own hat', () => {
    const s = play(ready(), [0, announce(4)], [1, pass], [2, pass]);
    expect(engine.defaultAction(s, 0)).toEqual(lift(0));
    const s1 = play(s, [0, lift(0)], [0, lift(0)]);
    expect(engine.defaultAction(s1, 0)).toBeNull(); // a choice of tables: the computer decides
  });
});

describe('Applaus', () => {
  it('„Kommen nur Kaninchen zum Vorschein, gibt es Applaus: Das Plakat des Zauberers bekommt einen Lorbeer.“', () => {
    const s = play(ready(), [0, announce(2)], [1, pass], [2, pass], [0, lift(0)]);
    const { state, events } = engine.apply(s, 0, lift(0));
    expect(state.magicians[0]?.laurels).toBe(1);
    expect(events).toContainEqual({ type: 'applause', seat: 0, laurels: 1 });
    expect(engine.view(state, 2).magicians[0]?.laurels).toBe(1);
  });

  it('„Wer zum zweiten Mal Applaus bekommt, gewinnt die Vorstellung.“', () => {
    let s = play(ready(), [0, announce(2)], [1, pass], [2, pass], [0, lift(0)], [0, lift(0)]);
    s = play(placeFirst(s, ['A1', 'B1', 'C1']), [0, announce(1)], [1, pass], [2, pass], [0, lift(0)]);
    expect(s.phase).toEqual({ kind: 'over', reason: 'applause' });
    expect(s.winner).toBe(0);
    expect(engine.toAct(s)).toEqual([]);
    expect(engine.outcome(s)?.ranks[0]).toBe(1);
    expectRefused(s, 1, place('B1'), 'COMMON_GAME_OVER');
  });

  it('„Der erfolgreiche Zauberer beginnt die nächste Runde.“', () => {
    const s = play(
      placeFirst(show(3), ['A1', 'B1', 'C1']),
      [0, place('A2')],
      [1, announce(1)],
      [2, pass],
      [0, pass],
    );
    const s1 = play(s, [1, lift(1)]);
    expect(s1.round).toBe(2);
    expect(s1.starter).toBe(1);
    expect(s1.phase).toEqual({ kind: 'setup' });
    expect(s1.magicians.every((m) => m.stack.length === 0)).toBe(true);
    expect(placeFirst(s1, ['A1', 'B1', 'C1']).phase).toEqual({ kind: 'placing', turn: 1 });
  });
});
