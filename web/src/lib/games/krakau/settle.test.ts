import { engine, type GameResult, type KrakauEvent, type KrakauView, parseConfig } from '@spielcenter/krakau';
import { describe, expect, it } from 'vitest';
import { matchNotes, settleLines, signsOf } from './settle';

const rules = (engine.view(engine.setup(parseConfig({ players: 3 }), 's'), 0) as KrakauView).rules;
const names = ['Du', 'Anna', 'Bert'];

function result(over: Partial<GameResult>): GameResult {
  return {
    no: 1,
    dealer: 2,
    declarer: 0,
    bid: 110,
    game: 110,
    bomba: false,
    made: true,
    declarerTotal: 115,
    cardPoints: [55, 41, 24],
    marriagePoints: [60, 0, 0],
    raw: [110, 40, 20],
    deltas: [110, 40, 20],
    scores: [110, 40, 20],
    ...over,
  };
}

describe('the settlement board', () => {
  it('spells out a made game and the opponents rounded points', () => {
    const lines = settleLines(result({}), [], rules, null);
    expect(lines[0]).toMatchObject({ role: 'declarer', delta: 110, score: 110 });
    expect(lines[0]?.text).toBe('spielt 110, hat Augen 55 + Meldungen 60 = 115: geschafft, +110');
    expect(lines[1]?.text).toBe('Augen 41, gerundet 40');
    expect(lines[2]?.text).toBe('Augen 24, gerundet 20');
    expect(lines[1]?.note).toBeNull();
  });
  it('never rounds the failing declarer: 108 is not 110', () => {
    const r = result({
      made: false,
      declarerTotal: 108,
      cardPoints: [108, 12, 0],
      marriagePoints: [0, 0, 0],
      raw: [-110, 10, 0],
      deltas: [-110, 10, 0],
      scores: [-110, 10, 0],
    });
    expect(settleLines(r, [], rules, null)[0]?.text).toBe(
      'spielt 110, hat Augen 108: 108 reicht nicht für 110, −110',
    );
  });
  it('explains a Bomba, the lock, the cap and the barrel', () => {
    const bomba = result({
      bomba: true,
      made: false,
      raw: [0, 60, 60],
      deltas: [0, 60, 0],
      scores: [300, 260, 800],
    });
    const lines = settleLines(bomba, [], rules, null);
    expect(lines[0]?.text).toContain('Bomba: verliert nichts');
    expect(lines[1]?.text).toBe('Gegner bei der Bomba: 60');
    expect(lines[2]?.note).toBe('gesperrt: als Gegner zählt nichts');
    const capped = result({ raw: [110, 60, 20], deltas: [110, 30, 20], scores: [110, 990, 20] });
    expect(settleLines(capped, [], { ...rules, lockAt: null }, null)[1]?.note).toBe(
      'als Gegner höchstens bis 990',
    );
    const events: KrakauEvent[] = [
      { type: 'barrelReached', seat: 0, score: 880, games: 3 },
      { type: 'locked', seat: 1, score: 810 },
    ];
    const withEvents = settleLines(result({}), events, rules, null);
    expect(withEvents[0]?.note).toBe('aufs Fass (880): 3 Spiele Zeit bis 1.000');
    expect(withEvents[1]?.note).toBe('erreicht die Sperre (810)');
  });
  it('shows the sitting-out dealer with four players', () => {
    const r = result({
      dealer: 3,
      scores: [110, 40, 20, 50],
      deltas: [110, 40, 20, 50],
      raw: [110, 40, 20, 50],
      cardPoints: [55, 41, 24, 0],
      marriagePoints: [60, 0, 0, 0],
    });
    const lines = settleLines(r, [], rules, [0, 1, 2]);
    expect(lines[3]).toMatchObject({ role: 'out', text: 'setzt aus: 50 je Ass im Musik = 50' });
  });
  it('raises a big sign for the trump of every marriage, the first and each change („Ein großes Schild … zeigen, was gerade Trumpf ist“)', () => {
    const signs = signsOf(
      [
        { type: 'marriage', seat: 1, suit: 'h', points: 100 },
        { type: 'played', seat: 1, card: 'Kh', meld: true },
        { type: 'marriage', seat: 2, suit: 's', points: 40 },
      ] as KrakauEvent[],
      names,
    );
    expect(signs).toEqual([
      { seat: 1, kind: 'trump', text: 'Anna meldet: ♥ Herz ist Trumpf!' },
      { seat: 2, kind: 'trump', text: 'Bert meldet: ♠ Pik ist Trumpf!' },
    ]);
  });
  it('raises a sign for the barrel and the lock', () => {
    const signs = signsOf(
      [
        { type: 'barrelFell', seat: 1, score: 760 },
        { type: 'barrelPenalty', seat: 2, points: -120, score: 760 },
        { type: 'passed', seat: 0 },
      ],
      names,
    );
    expect(signs.map((s) => s.text)).toEqual(['Anna fällt vom Fass!', 'Fass-Strafe für Bert: −120']);
  });
  it('makes up the leaderboard points of the match', () => {
    expect(matchNotes([52, 27, 5], [1, 2, 3])).toEqual([
      'Bestenliste +52 (Spiele 22 + Platz 30)',
      'Bestenliste +27 (Spiele 12 + Platz 15)',
      'Bestenliste +5 (Spiele 0 + Platz 5)',
    ]);
  });
});
