import { describe, expect, it } from 'vitest';
import { ALL_CARDS, cardName, trickWinnerIndex } from './cards.js';
import { engine } from './engine.js';
import { act, deck, playAll, refused, start } from './fixture.test-util.js';

describe('Die Karten', () => {
  it('40 Karten: vier Farben 1–9 (Juwelen, Gemälde, Uhren, Perlen) und Dietriche 1–4', () => {
    expect(ALL_CARDS).toHaveLength(40);
    expect(cardName('J7')).toBe('Juwelen 7');
    expect(cardName('D4')).toBe('Dietrich 4');
  });

  it.each([
    [5, [8, 8, 8, 8, 8]],
    [4, [10, 10, 10, 10]],
    [3, [14, 13, 13]],
  ])('Alle 40 Karten werden verteilt: zu %i je %j', (players, sizes) => {
    const s = start({ players });
    expect(s.hands.map((h) => h.length)).toEqual(sizes);
    expect(new Set(s.hands.flat()).size).toBe(40);
  });

  it('zu dritt 14/13/13: die letzte Karte des Spielers mit 14 bleibt am Ende auf der Hand', () => {
    const s = start({ players: 3 });
    expect(s.tricksTotal).toBe(13);
  });

  it('Zu zweit: 14 Farbkarten in sieben Stapeln zu je zwei, die übrigen 26 mit allen Dietrichen zu je 13', () => {
    const s = start({ players: 2 });
    expect(s.seats).toBe(3);
    expect(s.shadow).toBe(2);
    expect(s.piles).toHaveLength(7);
    expect(s.piles.flatMap((p) => p.cards).some((c) => c.startsWith('D'))).toBe(false);
    expect(s.hands.slice(0, 2).map((h) => h.length)).toEqual([13, 13]);
    expect(s.hands.flat().filter((c) => c.startsWith('D'))).toHaveLength(4);
  });

  it('Schatten: die obere Karte offen, die untere verdeckt – spielbar ist nur die obere', () => {
    const d = deck(2, { 0: ['D4', 'J1'] }, ['J1']);
    let s = start({ players: 2, coup: 1, deck: d });
    s = act(s, 0, { type: 'take', card: 'J1' });
    expect(s.phase.kind).toBe('play');
    const v = engine.view(s, 0);
    expect(v.piles.every((p) => p.open !== null && p.hidden === 1)).toBe(true);
    const bottom = s.piles[0]!.cards[0]!;
    expect(v.piles.some((p) => p.open === bottom)).toBe(false);
  });

  it('Schatten: ist die obere weg, wird die untere nach dem Stich aufgedeckt', () => {
    const d = deck(2, { 0: ['D4', 'J9', 'G1'], 1: ['J8'] }, ['J9'], ['J2', 'J3']);
    let s = start({ players: 2, coup: 1, deck: d });
    s = act(s, 0, { type: 'take', card: 'J9' });
    // pile 0 = [J2 bottom, J3 top]
    s = playAll(s, ['J9', 'J8']);
    refused(s, 0, { type: 'play', card: 'J2' }, 'COUP_SHADOW_COVERED');
    // the Boss's own card while the Schatten is to play: the reason says whose turn it is
    refused(s, 0, { type: 'play', card: 'G1' }, 'COUP_SHADOW_TURN');
    s = act(s, 0, { type: 'play', card: 'J3' });
    expect(s.tricks).toHaveLength(1);
    expect(engine.view(s, 1).piles[0]).toEqual({ open: 'J2', hidden: 0 });
  });

  it('config.deck legt jede Verteilung fest; eine falsche wird abgelehnt', () => {
    const d = deck(4, { 0: ['D4'] }, ['J5']);
    const s = start({ players: 4, deck: d });
    expect(s.hands).toEqual(d.hands);
    expect(s.loot.map((l) => l.card)).toEqual(['J5']);
    expect(() => engine.parseConfig({ players: 4, deck: { hands: [['J1']] } })).toThrow(/COMMON_BAD_CONFIG/);
    expect(() => engine.parseConfig({ players: 6 })).toThrow(/COMMON_BAD_CONFIG/);
  });
});

describe('Der Boss', () => {
  it('Wer Dietrich 4 auf der Hand hat, ist in diesem Versuch der Boss', () => {
    const s = start({ players: 4, deck: deck(4, { 2: ['D4'] }) });
    expect(s.boss).toBe(2);
  });

  it('Er beginnt beim Verteilen der Beute und spielt den ersten Stich aus', () => {
    let s = start({ players: 3, coup: 1, deck: deck(3, { 1: ['D4'] }, ['P3']) });
    expect(engine.toAct(s)).toEqual([1]);
    s = act(s, 1, { type: 'take', card: 'P3' });
    expect(engine.toAct(s)).toEqual([1]);
    expect(s.trick?.leader).toBe(1);
  });

  it('Zu zweit spielt der Boss für den Schatten und wählt dessen Beute', () => {
    let s = start({ players: 2, coup: 2, deck: deck(2, { 1: ['D4'] }, ['J1', 'J2']) });
    expect(engine.toAct(s)).toEqual([1]);
    s = act(s, 1, { type: 'take', card: 'J1' });
    // next in turn is the Schatten (seat 2), the Boss decides for it
    expect(s.phase).toMatchObject({ kind: 'draft', turn: 2 });
    expect(engine.toAct(s)).toEqual([1]);
    s = act(s, 1, { type: 'take', card: 'J2' });
    expect(s.loot.map((l) => l.owner)).toEqual([1, 2]);
  });
});

describe('Die Stiche', () => {
  const base = () => {
    const d = deck(3, { 0: ['D4', 'J5', 'G1', 'D1'], 1: ['J7', 'G9', 'D2'], 2: ['U2', 'J9', 'P1'] }, ['P9']);
    let s = start({ players: 3, coup: 1, deck: d });
    s = act(s, 0, { type: 'take', card: 'P9' });
    return s;
  };

  it('Wer ausspielt, legt eine beliebige Karte', () => {
    const s = base();
    expect(engine.legalActions(s, 0).filter((a) => a.type === 'play')).toHaveLength(14);
  });

  it('Alle anderen müssen die ausgespielte Farbe bedienen', () => {
    const s = playAll(base(), ['J5']);
    refused(s, 1, { type: 'play', card: 'G9' }, 'COUP_MUST_FOLLOW');
    expect(engine.explain(s, 1, { type: 'play', card: 'G9' })?.de).toBe('Du musst Juwelen bedienen.');
    expect(engine.explain(s, 1, { type: 'play', card: 'J7' })).toBeNull();
  });

  it('auch Dietriche müssen mit Dietrichen bedient werden', () => {
    const s = playAll(base(), ['D1']);
    refused(s, 1, { type: 'play', card: 'J7' }, 'COUP_MUST_FOLLOW');
  });

  it('Wer nicht bedienen kann, legt eine beliebige Karte (und die Lücke ist für alle sichtbar)', () => {
    const d = deck(
      3,
      { 0: ['D4', 'J5'], 1: ['D2', 'G1', 'G2', 'G3', 'G4', 'G5', 'G6', 'G7', 'G8', 'G9', 'U1', 'U2', 'U3'] },
      ['P9'],
    );
    let s = start({ players: 3, coup: 1, deck: d });
    s = act(s, 0, { type: 'take', card: 'P9' });
    s = playAll(s, ['J5']);
    expect(engine.legalActions(s, 1).filter((a) => a.type === 'play')).toHaveLength(13);
    s = act(s, 1, { type: 'play', card: 'U1' });
    expect(engine.view(s, 2).voids[1]).toEqual(['J']);
  });

  it('Den Stich gewinnt der höchste Dietrich, sonst die höchste Karte der ausgespielten Farbe', () => {
    expect(trickWinnerIndex(['J5', 'J9', 'D1'])).toBe(2);
    expect(trickWinnerIndex(['J5', 'D2', 'D3'])).toBe(2);
    expect(trickWinnerIndex(['J5', 'G9', 'J6'])).toBe(2);
    expect(trickWinnerIndex(['D1', 'J9', 'G9'])).toBe(0);
  });

  it('Der Gewinner spielt den nächsten Stich aus', () => {
    const s = playAll(base(), ['J5', 'J7', 'J9']);
    expect(s.tricks[0]?.winner).toBe(2);
    expect(s.trick?.leader).toBe(2);
    expect(engine.toAct(s)).toEqual([2]);
  });

  it('nicht am Zug: Karte wird abgelehnt', () => {
    refused(base(), 1, { type: 'play', card: 'J7' }, 'COMMON_NOT_YOUR_TURN');
    refused(base(), 0, { type: 'play', card: 'J7' }, 'COUP_NOT_IN_HAND');
    refused(base(), 0, { type: 'dance' }, 'COMMON_UNKNOWN_ACTION');
  });
});
