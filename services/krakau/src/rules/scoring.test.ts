import type { GameEvent } from '@spielcenter/proto';
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { finishWith, toPlay, withScores } from './fixtures.test-util.js';
import { roundToTen } from './limits.js';
import type { GameResult } from './state.js';

const result = (events: readonly GameEvent[]) =>
  events.find((e) => e.type === 'gameScored')?.result as GameResult;
const types = (events: readonly GameEvent[]) => events.map((e) => e.type);
const hearts = [{ seat: 0, suit: 'h' as const, points: 100 }];

describe('Abrechnung', () => {
  it('Der Spielende zählt seine Augen plus seine Meldungen; erreicht er sein Spiel, bekommt er das Gebot', () => {
    const done = finishWith(toPlay({}, 150), [60, 40, 20], hearts);
    expect(result(done.events)).toMatchObject({ declarerTotal: 160, made: true });
    expect(done.state.scores[0]).toBe(150);
  });
  it('sonst wird es ihm abgezogen. Gerundet wird hier nie: 108 reicht nicht für 110', () => {
    const done = finishWith(toPlay({}, 110), [108, 12, 0]);
    expect(result(done.events).made).toBe(false);
    expect(done.state.scores[0]).toBe(-110);
  });
  it('Die Gegner bekommen ihre Augen plus Meldungen, auf 10 gerundet (5 rundet auf: 25 → 30, 24 → 20)', () => {
    expect(roundToTen(25)).toBe(30);
    expect(roundToTen(24)).toBe(20);
    const done = finishWith(toPlay(), [70, 25, 25], [{ seat: 1, suit: 's', points: 40 }]);
    expect(done.state.scores).toEqual([-100, 70, 30]);
  });
  it('Nach jedem Spiel erklärt eine Tafel die Rechnung (gameScored, history)', () => {
    const done = finishWith(toPlay(), [70, 25, 25]);
    expect(result(done.events)).toMatchObject({
      cardPoints: [70, 25, 25],
      raw: [-100, 30, 30],
      deltas: [-100, 30, 30],
    });
    expect(engine.view(done.state, 1).history).toHaveLength(1);
  });
});

describe('Ende der Partie, Sperre und Fass', () => {
  it('Gewonnen hat, wer 1000 Punkte oder mehr erreicht', () => {
    const done = finishWith(withScores(toPlay(), [950, 0, 0]), [100, 20, 0]);
    expect(done.state.scores[0]).toBe(1050);
    expect(done.state.phase.kind).toBe('over');
    expect(done.events.at(-1)).toMatchObject({ type: 'matchWon', seat: 0 });
    expect(engine.outcome(done.state)?.ranks).toEqual([1, 2, 3]);
  });
  it('Als Gegner kommt man höchstens bis 990', () => {
    const done = finishWith(withScores(toPlay({ lockAt: null, barrel: false }), [0, 950, 0]), [0, 100, 20]);
    expect(done.state.scores[1]).toBe(990);
    expect(done.state.phase.kind).not.toBe('over');
  });
  it('Sperre ab 800: wer so viele Punkte hat, bekommt als Gegner nichts mehr', () => {
    const done = finishWith(withScores(toPlay(), [0, 800, 790]), [60, 40, 20]);
    expect(done.state.scores.slice(1)).toEqual([800, 810]);
    expect(done.events).toContainEqual({ type: 'locked', seat: 2, score: 810 });
    expect(engine.view(done.state, null).locked).toEqual([false, true, true]);
  });
  it('Sperre oder 900 (Einstellung)', () => {
    const done = finishWith(withScores(toPlay({ lockAt: 900, barrel: false }), [0, 850, 0]), [60, 40, 20]);
    expect(done.state.scores[1]).toBe(890);
  });
  it('Sperre gilt nur als Gegner: als Spielender zählt das Spiel', () => {
    const done = finishWith(withScores(toPlay({ barrel: false }), [800, 0, 0]), [100, 20, 0]);
    expect(done.state.scores[0]).toBe(900);
  });
  it('Fass: Wer 880 erreicht, steht auf dem Fass und hat drei Spiele Zeit', () => {
    const done = finishWith(withScores(toPlay(), [790, 0, 0]), [100, 20, 0]);
    expect(done.state.scores[0]).toBe(880);
    expect(done.state.barrel).toEqual([3, 0, 0]);
    expect(done.events).toContainEqual({ type: 'barrelReached', seat: 0, score: 880, games: 3 });
    expect(engine.view(done.state, 0).barrelNeeds).toEqual([120, null, null]);
  });
  it('Fass: als Gegner zählt nichts (ein Spiel ist verbraucht)', () => {
    const done = finishWith(withScores(toPlay(), [0, 880, 0], [0, 3, 0]), [60, 40, 20]);
    expect(done.state.scores[1]).toBe(880);
    expect(done.state.barrel[1]).toBe(2);
  });
  it('Vom Fass kommt man nur mit einem Spiel, das bis 1000 reicht – also mindestens 120', () => {
    const done = finishWith(withScores(toPlay({}, 120), [880, 0, 0], [3, 0, 0]), [120, 0, 0]);
    expect(done.state.scores[0]).toBe(1000);
    expect(done.state.winner).toBe(0);
  });
  it('Schafft er ein kleineres Spiel (z. B. 100), bleibt er bei 880 und eines der drei Spiele ist verbraucht', () => {
    const done = finishWith(withScores(toPlay(), [880, 0, 0], [3, 0, 0]), [110, 10, 0]);
    expect(done.state.scores[0]).toBe(880);
    expect(done.state.barrel[0]).toBe(2);
    expect(done.events).toContainEqual({ type: 'barrelGameUsed', seat: 0, gamesLeft: 2 });
  });
  it('Scheitert er als Spielender, verliert er das Gebot und fällt vom Fass', () => {
    const done = finishWith(withScores(toPlay(), [880, 0, 0], [2, 0, 0]), [50, 40, 30]);
    expect(done.state.scores[0]).toBe(780);
    expect(done.state.barrel[0]).toBe(0);
    expect(types(done.events)).toContain('barrelFell');
  });
  it('nach drei Spielen ohne Erfolg gibt es −120', () => {
    const done = finishWith(withScores(toPlay(), [0, 880, 0], [0, 1, 0]), [60, 40, 20]);
    expect(done.state.scores[1]).toBe(760);
    expect(done.state.barrel[1]).toBe(0);
    expect(done.events).toContainEqual({ type: 'barrelPenalty', seat: 1, points: -120, score: 760 });
  });
  it('Fass ist abschaltbar: dann gibt es kein Fass', () => {
    const done = finishWith(withScores(toPlay({ barrel: false }), [790, 0, 0]), [100, 20, 0]);
    expect(done.state.scores[0]).toBe(890);
    expect(done.state.barrel[0]).toBe(0);
  });
  it('Kurze Partie: Ziel 500 (Sperre bei 400/450, Fass bei 440)', () => {
    const win = finishWith(withScores(toPlay({ target: 500 }), [400, 0, 0]), [100, 20, 0]);
    expect(win.state.winner).toBe(0);
    const barrel = finishWith(withScores(toPlay({ target: 500 }), [340, 0, 0]), [100, 20, 0]);
    expect([barrel.state.scores[0], barrel.state.barrel[0]]).toEqual([440, 3]);
    const cap = finishWith(
      withScores(toPlay({ target: 500, lockAt: 450, barrel: false }), [0, 420, 0]),
      [50, 70, 0],
    );
    expect(cap.state.scores[1]).toBe(490);
    // The lobby's one Sperre choice (800 / 900 / aus) means 400 / 450 in the short match.
    expect(engine.parseConfig({ players: 3, target: 500, lockAt: 800 }).lockAt).toBe(400);
    expect(engine.parseConfig({ players: 3, target: 500, lockAt: 900 }).lockAt).toBe(450);
    expect(() => engine.parseConfig({ players: 3, target: 500, lockAt: 850 })).toThrow(/COMMON_BAD_CONFIG/);
    expect(() => engine.parseConfig({ players: 3, lockAt: 450 })).toThrow(/COMMON_BAD_CONFIG/);
  });
  it('Kurze Partie: Bomba (60) und Fass-Strafe (−120) bleiben gleich', () => {
    const s = finishWith(withScores(toPlay({ target: 500 }), [0, 440, 0], [0, 1, 0]), [60, 40, 20]);
    expect(s.state.scores[1]).toBe(320);
  });
});
