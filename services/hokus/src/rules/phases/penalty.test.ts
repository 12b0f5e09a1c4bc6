// "Stinktier!" and "Wer beginnt die nächste Runde?"
import { describe, expect, it } from 'vitest';
import { engine } from '../engine.js';
import { hatId } from '../hats.js';
import {
  announce,
  discard,
  draw,
  eliminated,
  expectRefused,
  lift,
  pass,
  place,
  placeFirst,
  play,
  type Step,
  show,
  withHats,
} from '../scenario.test-util.js';
import type { HokusState } from '../state.js';

/** Seat 0 announces 2, lifts its rabbit A1, then B4 (seat 1's skunk). `draws` fixes the shuffle. */
function caughtByB(draws: number[] = [0], from: HokusState = show(3, { draws })): HokusState {
  const s = placeFirst(from, ['A1', 'B4', 'C1']);
  return play(s, [0, announce(2)], [1, pass], [2, pass], [0, lift(0)], [0, lift(1)]);
}

/** Seat 0 announces 1 and lifts its own skunk A4; the others place their hat 1 and pass. */
function ownSkunk(from: HokusState = show(3)): HokusState {
  const seats = engine.toAct(from);
  const placed = play(from, ...seats.map((seat): Step => [seat, place(seat === 0 ? 'A4' : hatId(seat, 0))]));
  const passes = seats.filter((seat) => seat !== 0).map((seat): Step => [seat, pass]);
  return play(placed, [0, announce(1)], ...passes, [0, lift(0)]);
}

describe('Stinktier!', () => {
  it('„Sobald ein Stinktier auftaucht, ist die Nummer verpatzt und es wird nicht weiter gehoben.“', () => {
    const s = caughtByB();
    expect(s.lastResult).toMatchObject({ result: 'skunk', challenger: 0, target: 2, skunkOwner: 1 });
    expect(s.lastResult?.lifted).toEqual([
      { table: 0, kind: 'rabbit' },
      { table: 1, kind: 'skunk' },
    ]);
    expect(engine.legalActions(s, 0)).toEqual([]);
    expectRefused(s, 0, lift(2), 'HOKUS_NO_LIFTING_NOW');
    expect(s.magicians[0]?.laurels).toBe(0);
  });

  it('„Fremdes Stinktier: … Der Besitzer des Stinktiers zieht blind einen davon“', () => {
    const s = caughtByB([2]);
    expect(s.phase).toEqual({ kind: 'draw', challenger: 0, owner: 1, count: 4 });
    expect(engine.toAct(s)).toEqual([1]);
    expect(engine.legalActions(s, 1)).toEqual([draw(0), draw(1), draw(2), draw(3)]);
    expectRefused(s, 1, draw(4), 'HOKUS_DRAW_RANGE');
    expectRefused(s, 0, draw(0), 'COMMON_NOT_YOUR_TURN');
    expectRefused(s, 1, discard('A1'), 'HOKUS_NO_DISCARD_NOW');
    // deck.draws [2]: the face-down order is A3 A4 A1 A2, so index 0 is A3
    const { state, events } = engine.apply(s, 1, draw(0));
    expect(state.magicians[0]?.lost).toEqual(['A3']);
    expect(events).toContainEqual({ type: 'yourHatLost', seat: 0, hat: 'A3', kind: 'rabbit', to: [0] });
    expect(events).toContainEqual({ type: 'hatLost', seat: 0, by: 1 });
  });

  it('„Der Herausforderer verliert einen Zylinder für immer“', () => {
    const s = play(caughtByB([0]), [1, draw(0)]);
    expect(s.magicians[0]?.hand).toEqual(['A2', 'A3', 'A4']);
    expect(engine.view(s, 2).magicians[0]).toMatchObject({ hats: 3, lost: 1, inHand: 3 });
    expect(engine.legalActions(s, 0)).toHaveLength(3);
    expectRefused(s, 0, { type: 'place', hat: 'A1' }, 'HOKUS_NOT_IN_HAND');
  });

  it('„Eigenes Stinktier: Der Herausforderer sucht sich selbst aus, welchen Zylinder er abgibt – ein Kaninchen oder das Stinktier.“', () => {
    const s = ownSkunk();
    expect(s.phase).toEqual({ kind: 'discard', challenger: 0 });
    expect(engine.legalActions(s, 0).map((a) => a.type === 'discard' && a.hat)).toEqual([
      'A1',
      'A2',
      'A3',
      'A4',
    ]);
    expectRefused(s, 0, discard('B1'), 'HOKUS_NOT_YOUR_HAT');
    expectRefused(s, 1, discard('A1'), 'COMMON_NOT_YOUR_TURN');
    const gaveSkunk = play(s, [0, discard('A4')]);
    expect(engine.view(gaveSkunk, 0).me).toMatchObject({ skunk: null, lost: [{ id: 'A4', kind: 'skunk' }] });
    const gaveRabbit = play(s, [0, discard('A2')]);
    expect(engine.view(gaveRabbit, 0).me).toMatchObject({
      skunk: 'A4',
      lost: [{ id: 'A2', kind: 'rabbit' }],
    });
    expect(gaveRabbit.magicians[1]?.record.catches).toBe(0); // his own skunk is no trap for others
  });

  it('„Was verloren ging, erfährt nur der Herausforderer.“ (others cannot tell whether his skunk is gone)', () => {
    const base = caughtByB([0]);
    const lostRabbit = play(base, [1, draw(0)]); // A1
    const lostSkunk = play(base, [1, draw(3)]); // A4
    expect(lostSkunk.magicians[0]?.lost).toEqual(['A4']);
    for (const seat of [1, 2, null]) {
      expect(engine.view(lostSkunk, seat)).toEqual(engine.view(lostRabbit, seat));
    }
    expect(engine.view(lostSkunk, 0)).not.toEqual(engine.view(lostRabbit, 0));
    const own = ownSkunk();
    expect(engine.view(play(own, [0, discard('A4')]), 1)).toEqual(
      engine.view(play(own, [0, discard('A1')]), 1),
    );
  });

  it('„Wer keinen Zylinder mehr hat, scheidet aus – für ihn fällt der Vorhang.“', () => {
    const s = caughtByB([0], withHats(show(3, { draws: [0] }), 0, ['A1']));
    const { state, events } = engine.apply(s, 1, draw(0));
    expect(events).toContainEqual({ type: 'curtain', seat: 0 });
    expect(state.magicians[0]).toMatchObject({ hand: [], eliminatedRound: 1 });
    expect(state.eliminations).toEqual([0]);
    expect(engine.toAct(state)).toEqual([1, 2]);
    expectRefused(state, 0, { type: 'place', hat: 'A1' }, 'HOKUS_ELIMINATED');
    expect(engine.view(state, 1).magicians[0]).toMatchObject({ eliminated: true, hats: 0 });
  });

  it('„Wer als Letzter noch Zylinder hat, gewinnt ebenfalls.“', () => {
    const from = eliminated(withHats(show(3, { draws: [0] }), 0, ['A1']), 2);
    const s = play(placeFirst(from, ['A1', 'B4']), [0, announce(2)], [0, lift(0)], [0, lift(1)]);
    const end = play(s, [1, draw(0)]);
    expect(end.phase).toEqual({ kind: 'over', reason: 'lastStanding' });
    expect(end.winner).toBe(1);
    expect(engine.outcome(end)?.ranks).toEqual([2, 1, 3]);
  });

  it('„Hat nach 80 Runden niemand zweimal Applaus, fällt der Vorhang trotzdem“', () => {
    expect(show(3).config.maxRounds).toBe(80);
    const at80: HokusState = { ...show(3, { draws: [0] }), round: 80 };
    const end = play(caughtByB([0], at80), [1, draw(0)]);
    expect(end.phase).toEqual({ kind: 'over', reason: 'rounds' });
    expect(end.winner).toBeNull();
    expect(engine.outcome(end)?.ranks).toEqual([3, 1, 1]); // seat 0 has a hat less
    const at79 = play(caughtByB([0], { ...at80, round: 79 }), [1, draw(0)]);
    expect(at79.phase.kind).toBe('setup');
    expect(at79.round).toBe(80);
  });
});

describe('Wer beginnt die nächste Runde?', () => {
  it('„Normalerweise der Herausforderer der letzten Runde.“', () => {
    const s = play(caughtByB([0]), [1, draw(0)]);
    expect(s.starter).toBe(0);
    expect(placeFirst(s, ['A2', 'B1', 'C1']).phase).toEqual({ kind: 'placing', turn: 0 });
  });

  it('„Ist er ausgeschieden, beginnt der Besitzer des Stinktiers, das ihn erwischt hat.“', () => {
    const s = caughtByB([0], withHats(show(3, { draws: [0] }), 0, ['A1']));
    expect(play(s, [1, draw(0)]).starter).toBe(1);
  });

  it('„Hat er sich mit dem eigenen Stinktier hinausgeworfen, beginnt der Zauberer links neben ihm“', () => {
    const s = ownSkunk(withHats(show(3), 0, ['A4']));
    const next = play(s, [0, discard('A4')]);
    expect(next.eliminations).toEqual([0]);
    expect(next.starter).toBe(1);
    // skipping a neighbour for whom the curtain has already fallen
    const s4 = ownSkunk(eliminated(withHats(show(4), 0, ['A4']), 1));
    expect(play(s4, [0, discard('A4')]).starter).toBe(2);
  });
});
