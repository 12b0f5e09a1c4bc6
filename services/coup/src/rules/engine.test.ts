// The phase table's flow: optional actions of seats not to act, refusals in order, the clock's choice.
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, playAll, refused, start } from './fixture.test-util.js';

const hands = {
  0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
  1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
  2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
};
const fresh = (humans = [0, 1, 2]) => start({ players: 3, coup: 1, humans, deck: deck(3, hands, ['P9']) });

describe('Optionale Aktionen von Plätzen, die nicht am Zug sind', () => {
  it('„Pfiff!“ steht an der Hand jedes Menschen, auch wenn er nicht am Zug ist', () => {
    const s = fresh([0, 2]);
    expect(engine.toAct(s)).toEqual([0]);
    expect(engine.legalActions(s, 2)).toEqual([{ type: 'pfiff' }]);
    expect(engine.legalActions(s, 1)).toEqual([]);
    const called = act(s, 2, { type: 'pfiff' });
    expect(called.pfiff).toMatchObject({ status: 'called', caller: 2 });
    expect(engine.toAct(called)).toEqual([0]);
  });

  it('Handzeichen: jeder Platz während der Stiche, am Zug oder nicht; vorgemerkt, solange ein Stich läuft', () => {
    let s = draft(fresh(), { 0: ['P9'] });
    expect(engine.toAct(s)).toEqual([0]);
    const offered = engine.legalActions(s, 2);
    expect(offered.every((a) => a.type === 'signal' || a.type === 'pfiff')).toBe(true);
    expect(offered).toContainEqual({ type: 'signal', card: 'P5' });
    s = playAll(s, ['G3']);
    expect(engine.legalActions(s, 2).some((a) => a.type === 'pfiff')).toBe(false);
    s = act(s, 2, { type: 'signal', card: 'P5' });
    expect(s.queued).toEqual([{ seat: 2, card: 'P5' }]);
    expect(engine.legalActions(s, 2).some((a) => a.type === 'signal')).toBe(false);
  });

  it('die Uhr: „dann entscheidet der Computer für dich“ – nie die erste Karte oder die erste Beute', () => {
    const s = draft(fresh(), { 0: ['P9'] });
    expect(engine.defaultAction(s, 0)).toBeNull();
    expect(engine.defaultAction(s, 1)).toBeNull();
    expect(engine.defaultAction(fresh(), 0)).toBeNull();
  });

  it('Ablehnung: falsche Phase mit genauer Begründung, dann der Zug, dann die Regel', () => {
    const s = fresh();
    refused(s, 1, { type: 'signal', card: 'U4' }, 'COUP_SIGNAL_NOT_NOW');
    refused(s, 1, { type: 'play', card: 'U4' }, 'COMMON_ILLEGAL_ACTION');
    refused(s, 1, { type: 'take', card: 'P9' }, 'COMMON_NOT_YOUR_TURN');
    refused(s, 3, { type: 'take', card: 'P9' }, 'COMMON_BAD_SEAT');
    let v = act(act(s, 0, { type: 'pfiff' }), 0, { type: 'take', card: 'P9' });
    expect(v.phase.kind).toBe('pfiffVote');
    refused(v, 1, { type: 'pfiff' }, 'COUP_PFIFF_USED');
    v = act(act(act(v, 0, { type: 'vote', choice: 'left' }), 1, { type: 'vote', choice: 'left' }), 2, {
      type: 'vote',
      choice: 'left',
    });
    expect(v.phase.kind).toBe('pfiffPass');
    refused(v, 1, { type: 'signal', card: 'U4' }, 'COUP_SIGNAL_NOT_NOW');
  });

  it('zu zweit ist der Schatten kein Platz am Tisch: der Boss handelt für ihn', () => {
    const s = start({ players: 2, coup: 1 });
    expect(engine.legalActions(s, 2)).toEqual([]);
    refused(s, 2, { type: 'pfiff' }, 'COMMON_BAD_SEAT');
  });
});
