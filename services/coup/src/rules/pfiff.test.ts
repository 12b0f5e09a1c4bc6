import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, playAll, refused, start } from './fixture.test-util.js';
import { emptyLogbook, recordAttempt } from './logbook.js';

const hands = {
  0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
  1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
  2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
};
const wish = (humans = [0, 1, 2]) => start({ players: 3, coup: 1, humans, deck: deck(3, hands, ['P9']) });

describe('Der Pfiff', () => {
  it('Pfiff auf Wunsch: von den Karten bis zur ersten ausgespielten Karte steht der Knopf „Pfiff!“', () => {
    const s = wish();
    expect(engine.legalActions(s, 2)).toContainEqual({ type: 'pfiff' });
    const played = playAll(draft(s, { 0: ['P9'] }), ['G3']);
    refused(played, 1, { type: 'pfiff' }, 'COUP_PFIFF_CLOSED');
  });

  it('Nur Menschen pfeifen; Niemand muss vor jedem Versuch „Kein Pfiff“ klicken', () => {
    const s = draft(wish([0, 1]), { 0: ['P9'] });
    refused(s, 2, { type: 'pfiff' }, 'COUP_PFIFF_HUMANS');
    expect(s.phase.kind).toBe('play');
  });

  it('Drückt ihn ein Mensch, stimmen vor dem ersten Stich alle Menschen ab (die Richtung wählt die Mehrheit)', () => {
    let s = act(wish([0, 1, 2]), 1, { type: 'pfiff' });
    expect(s.phase.kind).toBe('draft');
    s = draft(s, { 0: ['P9'] });
    expect(s.phase.kind).toBe('pfiffVote');
    refused(s, 0, { type: 'vote', choice: 'none' }, 'COUP_PFIFF_VOTE_MODE');
    s = act(s, 0, { type: 'vote', choice: 'right' });
    s = act(s, 1, { type: 'vote', choice: 'left' });
    s = act(s, 2, { type: 'vote', choice: 'right' });
    expect(s.phase).toMatchObject({ kind: 'pfiffPass', direction: 'right' });
  });

  it('Bei einem Pfiff gibt jeder eine Farbkarte an seinen linken bzw. rechten Nachbarn weiter', () => {
    let s = draft(act(wish(), 0, { type: 'pfiff' }), { 0: ['P9'] });
    for (const seat of [0, 1, 2]) s = act(s, seat, { type: 'vote', choice: 'left' });
    refused(s, 0, { type: 'pass', card: 'D4' }, 'COUP_PASS_DIETRICH');
    s = act(s, 0, { type: 'pass', card: 'U1' });
    refused(s, 0, { type: 'pass', card: 'U2' }, 'COUP_ALREADY_PASSED');
    s = act(s, 1, { type: 'pass', card: 'U4' });
    s = act(s, 2, { type: 'pass', card: 'P5' });
    expect(s.hands[1]).toContain('U1');
    expect(s.hands[2]).toContain('U4');
    expect(s.hands[0]).toContain('P5');
    expect(s.phase.kind).toBe('play');
    expect(engine.outcome(s)).toBeNull();
    refused(s, 1, { type: 'pfiff' }, 'COUP_PFIFF_USED');
  });

  it('Kommt der Pfiff erst im ersten Stich, nachdem schon Handzeichen gezeigt wurden, werden diese zurückgenommen – jeder darf neu zeigen', () => {
    let s = draft(wish(), { 0: ['P9'] });
    s = act(s, 1, { type: 'signal', card: 'U4' });
    s = act(s, 2, { type: 'pfiff' });
    for (const seat of [0, 1, 2]) s = act(s, seat, { type: 'vote', choice: 'left' });
    for (const [seat, card] of [
      [0, 'U1'],
      [1, 'P4'],
      [2, 'P5'],
    ] as const)
      s = act(s, seat, { type: 'pass', card });
    expect(s.signals).toEqual([]);
    expect(engine.explain(s, 1, { type: 'signal', card: 'U4' })).toBeNull();
  });

  it('Jedes Mal: Vor dem ersten Stich jedes Versuchs stimmen alle Menschen ab', () => {
    let s = start({ players: 3, coup: 1, pfiff: 'every', humans: [0, 2], deck: deck(3, hands, ['P9']) });
    refused(s, 0, { type: 'pfiff' }, 'COUP_PFIFF_MODE');
    s = draft(s, { 0: ['P9'] });
    expect(s.phase.kind).toBe('pfiffVote');
    expect(engine.toAct(s)).toEqual([0, 2]);
    s = act(s, 0, { type: 'vote', choice: 'none' });
    s = act(s, 2, { type: 'vote', choice: 'none' });
    expect(s.phase.kind).toBe('play');
    expect(s.pfiff.status).toBe('declined');
  });

  it('Das erste Mal in einem Coup kostet der Pfiff einen zusätzlichen Versuch im Bandenbuch, danach ist er frei', () => {
    const base = { coup: 4, success: false, pfiff: true, humanSignal: false, evening: 'e1', at: 't' };
    let { book } = recordAttempt(emptyLogbook('a+b#2'), base);
    expect(book.coups['4']?.attempts).toBe(2);
    ({ book } = recordAttempt(book, base));
    expect(book.coups['4']?.attempts).toBe(3);
  });
});
