import { describe, expect, it } from 'vitest';
import { endDetails } from './end';
import { journalStep } from './journal.svelte';
import { leftToLift, ownToLift, turnSentence } from './sentence';
import { newShow, play, viewOf } from './show.test-util';
import { eventLine } from './words';

const names = ['Du', 'Lena', 'Max'];
const placed = () =>
  play(
    newShow(3),
    [0, { type: 'place', hat: 'A1' }],
    [1, { type: 'place', hat: 'B1' }],
    [2, { type: 'place', hat: 'C1' }],
  );

describe('the words of the table', () => {
  it('says whose turn it is and what to do, in each phase', () => {
    const s = newShow(3);
    expect(turnSentence(viewOf(s), names, null)).toMatch(/^Du bist dran: Stelle einen Zylinder verdeckt auf/);
    const waiting = play(s, [0, { type: 'place', hat: 'A1' }]);
    expect(turnSentence(viewOf(waiting), names, null)).toBe(
      'Alle stellen gleichzeitig auf – es fehlen noch: Lena, Max.',
    );
    expect(turnSentence(viewOf(placed()), names, 25)).toBe(
      'Du bist dran: Stelle noch einen Zylinder auf oder kündige an (25 s).',
    );
    const bid = play(placed(), [0, { type: 'announce', n: 2 }]);
    expect(turnSentence(viewOf(bid), names, null)).toBe(
      'Lena ist dran: überbieten oder passen (Du hast 2 Kaninchen angekündigt).',
    );
  });

  it('counts the own hats still to lift before the foreign tables', () => {
    // Du announce 2 with one own hat; both others pass: Du lift the own one, then a foreign one
    const s = play(placed(), [0, { type: 'announce', n: 2 }], [1, { type: 'pass' }], [2, { type: 'pass' }]);
    const v = viewOf(s);
    expect(v.phase.kind).toBe('lifting');
    expect(ownToLift(v)).toBe(1);
    expect(leftToLift(v)).toBe(2);
    expect(turnSentence(v, names, null)).toMatch(/Hebe deinen obersten Zylinder/);
    const after = viewOf(play(s, [0, { type: 'lift', table: 0 }]));
    expect(ownToLift(after)).toBe(0);
    expect(turnSentence(after, names, null)).toMatch(/Wähle einen fremden Tisch/);
  });

  it('tells events with "Du" conjugated, and the own lost hat only to its owner', () => {
    expect(eventLine({ type: 'announced', seat: 1, n: 3 }, names)?.text).toBe(
      'Lena: „Ich zaubere 3 Kaninchen!“',
    );
    expect(eventLine({ type: 'passed', seat: 0 }, names)?.text).toBe('Du passt.');
    expect(eventLine({ type: 'lifted', seat: 0, table: 2, kind: 'skunk' }, names)?.text).toBe(
      'Stinktier auf dem Tisch von Max.',
    );
    expect(eventLine({ type: 'skunk', challenger: 1, owner: 1 }, names)?.text).toBe(
      'Stinktier! Lena erwischt sein eigenes.',
    );
    expect(eventLine({ type: 'applause', seat: 0, laurels: 1 }, names)).toEqual({
      text: 'Applaus für dich – der erste Lorbeer.',
      kind: 'applause',
    });
    expect(eventLine({ type: 'yourHatLost', seat: 0, hat: 'A4', kind: 'skunk', to: [0] }, names)?.kind).toBe(
      'private',
    );
    expect(eventLine({ type: 'turn', seat: 1 }, names)).toBeNull();
  });

  it('keeps the rounds and whose skunk showed after his last loss', () => {
    let j = journalStep(
      { lines: [], rounds: [], seen: new Set() },
      [{ type: 'lifted', seat: 0, table: 1, kind: 'skunk' }],
      5,
      null,
      names,
    );
    expect([...j.seen]).toEqual([1]);
    const result = {
      round: 1,
      challenger: 0,
      target: 2,
      result: 'skunk' as const,
      skunkOwner: 1,
      eliminated: null,
      lifted: [],
    };
    j = journalStep(j, [{ type: 'hatLost', seat: 1, by: 0 }], 6, result, names);
    expect([...j.seen]).toEqual([]);
    expect(j.rounds).toHaveLength(1);
    expect(j.lines.map((l) => l.text)).toEqual([
      'Stinktier auf dem Tisch von Lena.',
      'Lena verliert einen Zylinder für immer.',
    ]);
    j = journalStep(j, [], 7, result, names);
    expect(j.rounds).toHaveLength(1);
  });

  it('writes the end board: why the show ended and each magician in a note', () => {
    // Du announce 1 on a rabbit twice: two laurels end the show
    let s = play(
      placed(),
      [0, { type: 'announce', n: 1 }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [0, { type: 'lift', table: 0 }],
    );
    s = play(
      s,
      [0, { type: 'place', hat: 'A1' }],
      [1, { type: 'place', hat: 'B1' }],
      [2, { type: 'place', hat: 'C1' }],
    );
    s = play(
      s,
      [0, { type: 'announce', n: 1 }],
      [1, { type: 'pass' }],
      [2, { type: 'pass' }],
      [0, { type: 'lift', table: 0 }],
    );
    const v = viewOf(s);
    expect(v.phase.kind).toBe('over');
    const d = endDetails(v, { scores: [], ranks: [], leaderboardPoints: [] });
    expect(d.summary).toBe('Der Vorhang ist gefallen: zweimal Applaus.');
    expect(d.notes).toEqual(['2 Lorbeer · 4 Zylinder', '0 Lorbeer · 4 Zylinder', '0 Lorbeer · 4 Zylinder']);
  });
});
