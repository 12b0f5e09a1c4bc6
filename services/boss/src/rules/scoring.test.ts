// Section "Bilanz (Wertung je Runde)".
import { describe, expect, it } from 'vitest';
import { engine } from './engine.js';
import { bid, dealt, play, run } from './fixtures.test-util.js';
import { ranksOf, roundPoints } from './scoring.js';
import type { BossState } from './state.js';

describe('Bilanz', () => {
  it('„Prognose genau getroffen: 20 Punkte + 10 je Stich (Prognose 0 und kein Stich = 20 Punkte).“', () => {
    expect(roundPoints(0, 0)).toBe(20);
    expect(roundPoints(1, 1)).toBe(30);
    expect(roundPoints(7, 7)).toBe(90);
  });

  it('„Daneben: −10 Punkte je Stich Abweichung – egal ob zu viele oder zu wenige.“', () => {
    expect(roundPoints(3, 1)).toBe(-20);
    expect(roundPoints(1, 3)).toBe(-20);
    expect(roundPoints(0, 5)).toBe(-50);
  });

  it('„Beispiele: Prognose 3, drei Stiche = +50 · Prognose 2, vier Stiche = −20 · Prognose 1, kein Stich = −10.“', () => {
    expect(roundPoints(3, 3)).toBe(50);
    expect(roundPoints(2, 4)).toBe(-20);
    expect(roundPoints(1, 0)).toBe(-10);
  });

  it.each([2, 3, 4])(
    'round points per seat and round go to the score sheet and the event (%i players)',
    (players) => {
      const hands = [['r13'], ['r1'], ['r2'], ['r3']].slice(0, players);
      let s: BossState = dealt(players, 1, { hands, trumpCard: 'b1', firstDealer: players - 1 });
      const dealerBid = players === 2 ? 1 : 0; // 0 would add up to the 1 trick at two
      s = run(s, bid(1), ...Array.from({ length: players - 2 }, () => bid(1)), bid(dealerBid));
      const seat0 = engine.toAct(s)[0]!;
      expect(seat0).toBe(0);
      const events = [];
      for (const h of hands) {
        const r = engine.apply(s, engine.toAct(s)[0]!, play(h[0]!));
        events.push(...r.events);
        s = r.state;
      }
      const expected = Array.from({ length: players }, (_, i) =>
        i === 0 ? 30 : i === players - 1 && dealerBid === 0 ? 20 : -10,
      );
      expect(s.history[0]!.points).toEqual(expected);
      expect(s.scores).toEqual(expected);
      expect(engine.view(s, 0).roundPoints).toEqual([expected]);
      expect(events.find((e) => e.type === 'roundScored')).toMatchObject({ round: 1, points: expected });
    },
  );

  it('„Nach der letzten Runde gewinnt, wer die meisten Punkte hat – der Jahresabschluss.“', () => {
    expect(ranksOf([30, 120, -40])).toEqual([2, 1, 3]);
    let s = dealt(3, 20);
    expect(engine.outcome(s)).toBeNull();
    while (s.phase.kind !== 'over') {
      const seat = engine.toAct(s)[0]!;
      s = engine.apply(s, seat, engine.defaultAction(s, seat) ?? engine.legalActions(s, seat)[0]!).state;
    }
    const out = engine.outcome(s)!;
    expect(out.scores).toEqual(s.history[0]!.points);
    expect(out.ranks).toEqual(ranksOf(out.scores));
    expect(out.leaderboardPoints).toEqual(out.scores);
    expect(out.details?.roundPoints).toEqual([s.history[0]!.points]);
    expect(engine.toAct(s)).toEqual([]);
    expect(engine.legalActions(s, 0)).toEqual([]);
    expect(engine.explain(s, 0, bid(0))?.code).toBe('COMMON_GAME_OVER');
  });

  it('„Bei gleicher Punktzahl teilen sich die Spieler den Platz.“', () => {
    expect(ranksOf([50, 50, 10])).toEqual([1, 1, 3]);
    expect(ranksOf([10, 50, 50, 10])).toEqual([3, 1, 1, 3]);
    expect(ranksOf([0, 0])).toEqual([1, 1]);
  });
});
