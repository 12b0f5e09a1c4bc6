import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, refused, start } from './fixture.test-util.js';

describe('Wenn der Boss entscheidet', () => {
  it('Der Boss fragt: Jeder antwortet nur mit einem Wort (gut/schlecht), dann wählt der Boss (Coup 5: krank)', () => {
    let s = start({ players: 3, coup: 5, deck: deck(3, { 0: ['D4'] }, ['J1', 'J2']) });
    expect(s.phase).toMatchObject({ kind: 'ask', words: 'goodBad', purpose: 'sick' });
    expect(engine.toAct(s)).toEqual([1, 2]);
    refused(s, 1, { type: 'answer', word: 'vielleicht' }, 'COUP_BAD_ANSWER');
    refused(s, 0, { type: 'choose', seat: 1 }, 'COUP_WAIT_ANSWERS');
    s = act(s, 1, { type: 'answer', word: 'gut' });
    refused(s, 1, { type: 'answer', word: 'gut' }, 'COUP_ALREADY_ANSWERED');
    s = act(s, 2, { type: 'answer', word: 'schlecht' });
    expect(engine.toAct(s)).toEqual([0]);
    refused(s, 0, { type: 'choose', seat: 0 }, 'COUP_CHOOSE_OTHER');
    refused(s, 1, { type: 'choose', seat: 2 }, 'COUP_BOSS_ONLY');
    s = act(s, 0, { type: 'choose', seat: 2 });
    expect(s.chosen).toBe(2);
    expect(engine.view(s, 1).answers).toEqual(['-', 'gut', 'schlecht']);
    // the sick member takes no loot: Boss, then seat 1
    s = draft(s, { 0: ['J1'], 1: ['J2'] });
    expect(s.loot.map((l) => l.owner)).toEqual([0, 1]);
  });

  it('Anfang/Ende/Mitte: Coup 20 fragt so und wählt den für genau einen Stich', () => {
    const s = start({ players: 4, coup: 20, deck: deck(4, { 0: ['D4'] }) });
    expect(s.phase).toMatchObject({ kind: 'ask', words: 'startEndMiddle', purpose: 'oneTrick' });
    expect(engine.legalActions(s, 1).flatMap((a) => (a.type === 'answer' ? [a.word] : []))).toEqual([
      'Anfang',
      'Mitte',
      'Ende',
    ]);
  });

  it('Der Boss wählt einen für alle Beuten: Beuten verdeckt, wer sich traut, sagt ja; der Boss wählt einen anderen', () => {
    let s = start({ players: 4, coup: 9, deck: deck(4, { 0: ['D4'] }, ['J1', 'J2', 'J3']) });
    expect(s.phase).toMatchObject({ kind: 'ask', words: 'yesNo', purpose: 'allLoot' });
    const v = engine.view(s, 1);
    expect(v.loot).toEqual([]);
    expect(v.lootHidden).toBe(true);
    expect(JSON.stringify(v)).not.toContain('"J1"');
    for (const seat of [1, 2, 3]) s = act(s, seat, { type: 'answer', word: seat === 3 ? 'ja' : 'nein' });
    refused(s, 0, { type: 'choose', seat: 0 }, 'COUP_CHOOSE_OTHER');
    s = act(s, 0, { type: 'choose', seat: 3 });
    expect(s.loot.every((l) => l.owner === 3)).toBe(true);
    expect(engine.view(s, 1).loot).toHaveLength(3);
  });

  it('Der Boss verteilt: jede Beute einzeln gezeigt, alle sagen ja oder nein, niemand zwei Beuten mehr als ein anderer', () => {
    let s = start({ players: 3, coup: 18, deck: deck(3, { 0: ['D4'] }, ['J1', 'J2', 'J3', 'J4', 'J5']) });
    expect(s.phase).toMatchObject({ kind: 'distribute', index: 0 });
    expect(engine.view(s, 1).loot.map((l) => l.card)).toEqual(['J1']);
    const give = (st: typeof s, seat: number) => {
      let x = act(st, 1, { type: 'answer', word: 'ja' });
      x = act(x, 2, { type: 'answer', word: 'nein' });
      return act(x, 0, { type: 'assign', seat });
    };
    s = give(s, 1);
    s = act(s, 1, { type: 'answer', word: 'ja' });
    s = act(s, 2, { type: 'answer', word: 'ja' });
    refused(s, 0, { type: 'assign', seat: 1 }, 'COUP_UNEVEN_LOOT');
    s = act(s, 0, { type: 'assign', seat: 2 });
    s = give(s, 0);
    s = give(s, 0);
    s = give(s, 1);
    expect(s.loot.map((l) => l.owner)).toEqual([1, 2, 0, 0, 1]);
    expect(s.phase.kind).toBe('play');
  });

  it('Zu fünft darf der Boss ab Coup 25 nach dem Verteilen eine Beute einmal an einen anderen weitergeben', () => {
    let s = start({ players: 5, coup: 25, deck: deck(5, { 0: ['D4'] }, ['J1', 'J2', 'J3', 'J4', 'J5']) });
    s = draft(s, { 0: ['J1'], 1: ['J2'], 2: ['J3'], 3: ['J4'], 4: ['J5'] });
    expect(s.phase.kind).toBe('passOn');
    refused(s, 0, { type: 'passLoot', card: 'J2', to: 1 }, 'COUP_PASS_TARGET');
    refused(s, 2, { type: 'keepLoot' }, 'COUP_BOSS_ONLY');
    s = act(s, 0, { type: 'passLoot', card: 'J2', to: 4 });
    expect(s.loot[1]?.owner).toBe(4);
    expect(s.phase.kind).toBe('play');
    const four = start({
      players: 4,
      coup: 25,
      deck: deck(4, { 0: ['D4'] }, ['J1', 'J2', 'J3', 'J4', 'J5']),
    });
    expect(draft(four, { 0: ['J1', 'J5'], 1: ['J2'], 2: ['J3'], 3: ['J4'] }).phase.kind).toBe('play');
  });

  it('der Boss tauscht oder legt eine Zeitplan-Marke um (Coup 21)', () => {
    let s = start({ players: 4, coup: 21, deck: deck(4, { 0: ['D4'] }, ['J1', 'J2', 'J3', 'J4']) });
    s = draft(s, { 0: ['J1'], 1: ['J2'], 2: ['J3'], 3: ['J4'] });
    expect(s.phase.kind).toBe('marks');
    refused(s, 0, { type: 'moveMark', from: 'J4', to: 'J1' }, 'COUP_NO_MARK');
    const swapped = act(s, 0, { type: 'moveMark', from: 'J1', to: 'J2' });
    expect(swapped.loot.map((l) => l.mark)).toEqual(['2', '1', '3', null]);
    const moved = act(s, 0, { type: 'moveMark', from: 'J3', to: 'J4' });
    expect(moved.loot.map((l) => l.mark)).toEqual(['1', '2', null, '3']);
    expect(act(s, 0, { type: 'keepMarks' }).phase.kind).toBe('play');
  });
});
