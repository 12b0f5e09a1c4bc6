// Votes and answers at a table with several humans: the Pfiff's direction by the majority of the
// humans (a secret ballot until every vote is in), the Boss's question answered by each member
// himself, and what nobody decides by hand (the clock: the computer decides).
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, events, refused, start } from './fixture.test-util.js';
import { countVotes } from './pfiff.js';

const hands = {
  0: ['D4', 'D1', 'J1', 'J5', 'J9', 'G3', 'U1', 'U2', 'U3', 'U5', 'U6', 'P1', 'P2', 'P3'],
  1: ['D2', 'J2', 'J6', 'G1', 'G2', 'G4', 'G5', 'G6', 'G8', 'U4', 'P4', 'P6', 'P7'],
  2: ['D3', 'J3', 'J4', 'J7', 'J8', 'G7', 'G9', 'U7', 'U8', 'U9', 'P5', 'P8', 'P9'],
};
/** Three seats, humans on 0 and 2 (seat 1 a computer), the Pfiff called by seat 2, at the vote. */
function atVote(pfiff: 'wish' | 'every' = 'wish', humans = [0, 2]) {
  let s = start({ players: 3, coup: 1, pfiff, humans, deck: deck(3, hands, ['P9']) });
  if (pfiff === 'wish') s = act(s, 2, { type: 'pfiff' });
  s = draft(s, { 0: ['P9'] });
  expect(s.phase.kind).toBe('pfiffVote');
  return s;
}

describe('Der Pfiff mit mehreren Menschen: die Richtung wählt die Mehrheit der Menschen', () => {
  it('nur die Menschen stimmen ab, jeder für sich; ein Computer stimmt nicht', () => {
    const s = atVote();
    expect(engine.toAct(s)).toEqual([0, 2]);
    expect(engine.legalActions(s, 1)).toEqual([]);
    refused(s, 1, { type: 'vote', choice: 'left' }, 'COUP_PFIFF_HUMANS');
    const once = act(s, 0, { type: 'vote', choice: 'right' });
    expect(engine.toAct(once)).toEqual([2]);
    refused(once, 0, { type: 'vote', choice: 'left' }, 'COUP_ALREADY_ANSWERED');
    expect(once.phase.kind).toBe('pfiffVote');
  });

  it('geheime Wahl: dass einer abgestimmt hat, sehen alle; was, erst wenn alle abgestimmt haben', () => {
    const s = atVote();
    const ev = events(s, 0, { type: 'vote', choice: 'right' });
    expect(ev).toEqual([{ type: 'voted', seat: 0 }]);
    const once = act(s, 0, { type: 'vote', choice: 'right' });
    expect(engine.view(once, 0).phase.votes).toEqual(['right', '-', null]);
    expect(engine.view(once, 2).phase.votes).toEqual(['cast', '-', null]);
    expect(engine.view(once, 1).phase.votes).toEqual(['cast', '-', null]);
    expect(engine.view(once, null).phase.votes).toEqual(['cast', '-', null]);
    expect(JSON.stringify(engine.view(once, 2))).not.toContain('right');
    expect(engine.view(once, 2).pfiff.votes).toEqual([]);
    // the last vote reveals all of them, to everyone
    const done = engine.apply(once, 2, { type: 'vote', choice: 'right' });
    expect(done.events.slice(0, 2)).toEqual([
      { type: 'voted', seat: 2 },
      { type: 'pfiffDirection', direction: 'right', votes: ['right', '-', 'right'] },
    ]);
    for (const seat of [0, 1, 2, null])
      expect(engine.view(done.state, seat).pfiff).toMatchObject({
        status: 'called',
        direction: 'right',
        votes: ['right', '-', 'right'],
      });
    expect(done.state.phase).toMatchObject({ kind: 'pfiffPass', direction: 'right' });
  });

  it('Gleichstand zwischen zwei Menschen: links (der nächste Platz in Spielrichtung)', () => {
    let s = atVote();
    s = act(s, 0, { type: 'vote', choice: 'right' });
    s = act(s, 2, { type: 'vote', choice: 'left' });
    expect(s.phase).toMatchObject({ kind: 'pfiffPass', direction: 'left' });
    expect(s.pfiff.votes).toEqual(['right', '-', 'left']);
  });

  it('Mehrheit bei drei Menschen: zwei gegen einen', () => {
    let s = atVote('wish', [0, 1, 2]);
    s = act(s, 1, { type: 'vote', choice: 'right' });
    s = act(s, 0, { type: 'vote', choice: 'left' });
    s = act(s, 2, { type: 'vote', choice: 'right' });
    expect(s.phase).toMatchObject({ kind: 'pfiffPass', direction: 'right' });
  });

  it('Jedes Mal: ein Pfiff nur, wenn mehr Menschen weitergeben wollen als nicht; Gleichstand = kein Pfiff', () => {
    let s = atVote('every');
    s = act(s, 0, { type: 'vote', choice: 'none' });
    const tie = engine.apply(s, 2, { type: 'vote', choice: 'right' });
    expect(tie.events).toContainEqual({ type: 'pfiffDeclined', votes: ['none', '-', 'right'] });
    expect(tie.state.phase.kind).toBe('play');
    expect(tie.state.pfiff).toMatchObject({ status: 'declined', votes: ['none', '-', 'right'] });
    let t = atVote('every', [0, 1, 2]);
    t = act(t, 0, { type: 'vote', choice: 'none' });
    t = act(t, 1, { type: 'vote', choice: 'left' });
    t = act(t, 2, { type: 'vote', choice: 'right' });
    // two want to pass (one left, one right): a Pfiff; direction tied: left
    expect(t.phase).toMatchObject({ kind: 'pfiffPass', direction: 'left' });
  });

  it('countVotes: die Zählung', () => {
    expect(countVotes(['left', '-', 'right'], 'wish')).toMatchObject({ decision: 'left', tie: true });
    expect(countVotes(['right', 'right', 'left'], 'wish')).toMatchObject({ decision: 'right', tie: false });
    expect(countVotes(['none', 'none', 'left'], 'every')).toMatchObject({ decision: 'none', tie: false });
    expect(countVotes(['none', 'left', '-'], 'every')).toMatchObject({ decision: 'none', tie: true });
    expect(countVotes(['none', 'left', 'left'], 'every')).toMatchObject({ decision: 'left', none: 1 });
  });

  it('die Uhr: wer nicht abstimmt, für den entscheidet der Computer (keine Vorgabe der Regeln)', () => {
    const s = atVote();
    expect(engine.defaultAction(s, 0)).toBeNull();
    expect(engine.defaultAction(s, 2)).toBeNull();
  });
});

describe('Der Boss fragt: jeder Mensch antwortet selbst', () => {
  // Coup 5 (krank), four seats: the Boss on seat 0, humans on 1 and 3, a computer on 2.
  const sick = () =>
    start({ players: 4, coup: 5, humans: [1, 3], deck: deck(4, { 0: ['D4'] }, ['J1', 'J2']) });

  it('alle außer dem Boss antworten, jeder nur für sich und einmal; dann wählt der Boss', () => {
    let s = sick();
    expect(engine.toAct(s)).toEqual([1, 2, 3]);
    s = act(s, 1, { type: 'answer', word: 'schlecht' });
    // seat 1's answer is his own: seat 3 still has to answer
    expect(engine.toAct(s)).toEqual([2, 3]);
    expect(engine.legalActions(s, 3).filter((a) => a.type === 'answer')).toHaveLength(2);
    refused(s, 1, { type: 'answer', word: 'gut' }, 'COUP_ALREADY_ANSWERED');
    s = act(s, 3, { type: 'answer', word: 'gut' });
    refused(s, 0, { type: 'choose', seat: 1 }, 'COUP_WAIT_ANSWERS');
    s = act(s, 2, { type: 'answer', word: 'gut' });
    expect(engine.toAct(s)).toEqual([0]);
  });

  it('die Antworten sind offen: jeder sieht sie, sobald sie gegeben sind (ein Wort, keine Karte)', () => {
    const s = act(sick(), 3, { type: 'answer', word: 'schlecht' });
    for (const seat of [0, 1, 2, 3, null])
      expect(engine.view(s, seat).phase.answers).toEqual(['-', null, null, 'schlecht']);
  });

  it('die Uhr: wer nicht antwortet, für den antwortet der Computer; für den Boss wählt auch der Computer', () => {
    let s = sick();
    expect(engine.defaultAction(s, 1)).toBeNull();
    expect(engine.defaultAction(s, 0)).toBeNull(); // not his turn yet
    for (const seat of [1, 2, 3]) s = act(s, seat, { type: 'answer', word: 'gut' });
    expect(engine.defaultAction(s, 0)).toBeNull();
  });
});
