import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { act, deck, draft, playAll, refused, start } from './fixture.test-util.js';
import { orderFailure } from './judge.js';
import type { Loot } from './state.js';

// Three players; seat 0 is the Boss. Juwelen spread so that single tricks are easy to steer.
const hands = {
  0: ['D4', 'J1', 'J2', 'J3', 'G9'],
  1: ['J4', 'J5', 'J6', 'G8'],
  2: ['J7', 'J8', 'J9', 'G7'],
};

describe('Beute', () => {
  it('Reihum, beim Boss beginnend, nimmt sich jeder eine, bis alle verteilt sind', () => {
    let s = start({ players: 3, coup: 4, deck: deck(3, hands, ['U1', 'U2', 'U3']) });
    expect(engine.toAct(s)).toEqual([0]);
    s = act(s, 0, { type: 'take', card: 'U2' });
    expect(engine.toAct(s)).toEqual([1]);
    refused(s, 1, { type: 'take', card: 'U2' }, 'COUP_NOT_LOOT');
    s = act(s, 1, { type: 'take', card: 'U1' });
    s = act(s, 2, { type: 'take', card: 'U3' });
    expect(s.loot.map((l) => l.owner)).toEqual([1, 0, 2]);
    expect(s.phase.kind).toBe('play');
  });

  it('Eine Beute ist eingestrichen, wenn ihr Besitzer den Stich gewinnt – egal wer sie gespielt hat', () => {
    let s = start({ players: 3, coup: 2, deck: deck(3, hands, ['J1', 'G7']) });
    s = draft(s, { 0: ['G7'], 1: ['J1'] });
    s = playAll(s, ['J1', 'J6', 'J7']); // seat 2 wins; J1 (seat 1's loot) fails
    expect(s.result).toMatchObject({ success: false, code: 'COUP_FAIL_LOOT_WRONG', trick: 0 });
    expect(s.result?.de).toBe('Die Beute Juwelen 1 ging an Platz 3 statt an Platz 2.');
  });

  it('Gewinnt ein anderer diesen Stich, ist der Coup sofort gescheitert', () => {
    let s = start({ players: 3, coup: 1, deck: deck(3, hands, ['J2']) });
    s = act(s, 0, { type: 'take', card: 'J2' });
    s = playAll(s, ['J2', 'J4', 'J7']);
    expect(s.phase.kind).toBe('over');
    expect(s.tricks).toHaveLength(1);
    expect(engine.outcome(s)?.scores).toEqual([0, 0, 0]);
  });

  it('eingestrichen vom Besitzer, auch wenn ein anderer sie gespielt hat: geschafft', () => {
    let s = start({ players: 3, coup: 1, deck: deck(3, hands, ['J4']) });
    s = act(s, 0, { type: 'take', card: 'J4' });
    s = playAll(s, ['J1', 'J4', 'J9']); // seat 2 wins, but J4 belongs to the Boss → fail
    expect(s.result?.code).toBe('COUP_FAIL_LOOT_WRONG');
    let t = start({
      players: 3,
      coup: 1,
      deck: deck(3, { ...hands, 0: ['D4', 'J1', 'J9', 'G9'], 2: ['J7', 'J8', 'J2', 'G7'] }, ['J4']),
    });
    t = act(t, 0, { type: 'take', card: 'J4' });
    t = playAll(t, ['J9', 'J4', 'J2']); // seat 1 played it, the Boss (owner) wins
    expect(t.result).toMatchObject({ success: true, code: 'COUP_SUCCESS' });
    expect(engine.outcome(t)?.leaderboardPoints).toEqual([6, 6, 6]);
  });

  it('„je Fehlversuch an diesem Abend einen weniger (mindestens 3)“: the same success after failed attempts', () => {
    const made = (failedTonight: number) => {
      let t = start({
        players: 3,
        coup: 1,
        failedTonight,
        deck: deck(3, { ...hands, 0: ['D4', 'J1', 'J9', 'G9'], 2: ['J7', 'J8', 'J2', 'G7'] }, ['J4']),
      });
      t = act(t, 0, { type: 'take', card: 'J4' });
      t = playAll(t, ['J9', 'J4', 'J2']);
      return engine.outcome(t)?.leaderboardPoints;
    };
    expect(made(1)).toEqual([5, 5, 5]);
    expect(made(3)).toEqual([3, 3, 3]);
    expect(made(7)).toEqual([3, 3, 3]);
  });
});

const L = (card: string, mark: Loot['mark'], wonTrick: number | null): Loot => ({
  card,
  owner: 0,
  mark,
  wonTrick,
});

describe('Zeitplan', () => {
  it('1, 2, 3 … – diese Beute muss als erste, zweite, dritte … aller Beuten eingestrichen werden', () => {
    expect(orderFailure([L('J1', '1', 0), L('J2', '2', null)], 0)).toBeNull();
    expect(orderFailure([L('J1', '1', null), L('J2', '2', 0)], 0)?.code).toBe('COUP_FAIL_ORDER_EARLY');
    expect(orderFailure([L('J1', '1', null), L('J2', null, 0)], 0)?.code).toBe('COUP_FAIL_ORDER_LATE');
    expect(orderFailure([L('J1', '1', 0), L('J3', null, 1), L('J2', '2', 2)], 2)?.code).toBe(
      'COUP_FAIL_ORDER_LATE',
    );
  });

  it('Ω – diese Beute kommt als allerletzte', () => {
    expect(orderFailure([L('J1', 'Ω', 0), L('J2', null, null)], 0)?.code).toBe('COUP_FAIL_OMEGA');
    expect(orderFailure([L('J1', 'Ω', 1), L('J2', null, 0)], 1)).toBeNull();
  });

  it('› ›› ››› ›››› – die Pfeile geben nur die Reihenfolge untereinander vor', () => {
    expect(orderFailure([L('J1', '››', 0), L('J2', '›', null)], 0)?.code).toBe('COUP_FAIL_ARROW');
    expect(orderFailure([L('J3', null, 0), L('J1', '›', 1), L('J2', '››', 2)], 2)).toBeNull();
  });

  it('Fallen mehrere Beuten mit benachbarten Marken in denselben Stich, zählt das als richtige Reihenfolge', () => {
    expect(orderFailure([L('J2', '2', 0), L('J1', '1', 0)], 0)).toBeNull();
    expect(orderFailure([L('J2', '››', 0), L('J1', '›', 0)], 0)).toBeNull();
    expect(orderFailure([L('J1', '1', 0), L('J3', '3', 0), L('J2', '2', null)], 0)?.code).toBe(
      'COUP_FAIL_ORDER_EARLY',
    );
  });

  it('Marken im Spiel: Coup 3 (1, 2) scheitert, wenn die 2 zuerst fällt', () => {
    const pearls = {
      0: ['D4', 'J1', 'J2', 'J3', 'P9'],
      1: ['J4', 'J5', 'J6', 'P8'],
      2: ['J7', 'J8', 'J9', 'P7'],
    };
    let s = start({ players: 3, coup: 3, deck: deck(3, pearls, ['U3', 'P9']) });
    expect(s.loot.map((l) => l.mark)).toEqual(['1', '2']);
    s = draft(s, { 0: ['P9'], 1: ['U3'] });
    s = playAll(s, ['P9', 'P8', 'P7']);
    expect(s.result).toMatchObject({ code: 'COUP_FAIL_ORDER_EARLY', trick: 0 });
    expect(s.result?.de).toBe('Die Beute Perlen 9 mit der Marke 2 kam zu früh.');
  });
});
