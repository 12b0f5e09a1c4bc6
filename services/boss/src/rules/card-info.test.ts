// Karten-Info from the view alone: may the card be played and why not, would it win, tricks needed.
import { randomPlayout } from '@spielcenter/proto/testing';
import { describe, expect, it } from 'vitest';
import { cardInfo } from './card-info.js';
import { ALL_CARDS } from './cards.js';
import { engine } from './engine.js';
import { bid, dealt, play, run } from './fixtures.test-util.js';
import type { BossState } from './state.js';

describe('cardInfo(view, card)', () => {
  // Three players, round 3, dealer seat 2, seat 0 leads; trump green.
  const start = () =>
    run(
      dealt(3, 3, {
        hands: [
          ['r5', 'b3', 'g2'],
          ['r9', 'b4', 'P1'],
          ['b10', 'g9', 'C1'],
        ],
        trumpCard: 'g7',
        firstDealer: 0,
      }),
      bid(1),
      bid(1),
      bid(2),
    );

  it('a hand card that must not be played carries the same RuleError as the engine', () => {
    const s = run(start(), play('r5'));
    const v = engine.view(s, 1);
    const info = cardInfo(v, 'b4');
    expect(info.location).toBe('hand');
    expect(info.playable).toBe(false);
    expect(info.why).toEqual(engine.explain(s, 1, play('b4')));
    expect(info.why?.code).toBe('BOSS_MUST_FOLLOW');
    expect(info.mustFollow).toBe('red');
    expect(cardInfo(v, 'P1')).toMatchObject({ playable: true, why: null, wouldWin: false });
    expect(cardInfo(v, 'r9')).toMatchObject({ playable: true, wouldWin: true, tricksNeeded: 1 });
  });

  it('a trick card tells who played it and whether it is winning now; the trump card is trump', () => {
    const s = run(start(), play('r5'), play('r9'));
    const v = engine.view(s, 2);
    expect(cardInfo(v, 'r9')).toMatchObject({ location: 'trick', playedBy: 1, wouldWin: true });
    expect(cardInfo(v, 'r5')).toMatchObject({ location: 'trick', playedBy: 0, wouldWin: false });
    expect(cardInfo(v, 'g9')).toMatchObject({
      isTrump: true,
      playable: true,
      wouldWin: true,
      mustFollow: null,
    });
    expect(cardInfo(v, 'g7')).toMatchObject({ location: 'trumpCard', isTrump: true, playable: false });
    expect(cardInfo(v, 'g7').why?.code).toBe('BOSS_NOT_IN_HAND');
    expect(cardInfo(v, 'C1').nameDe).toBe('CEO');
    expect(cardInfo(v, 'b10')).toMatchObject({ nameDe: 'Bereichsleiter', wouldWin: false });
  });

  it('not the viewer’s turn: the reason is COMMON_NOT_YOUR_TURN; a spectator gets no verdict', () => {
    const s = start();
    const v = engine.view(s, 1);
    expect(cardInfo(v, 'r9').why?.code).toBe('COMMON_NOT_YOUR_TURN');
    expect(cardInfo(engine.view(s, null), 'r9')).toMatchObject({
      playable: false,
      why: null,
      tricksNeeded: null,
    });
    const after = run(s, play('r5'), play('r9'), play('C1'));
    expect(cardInfo(engine.view(after, 0), 'r5')).toMatchObject({ location: 'played', playedBy: 0 });
    expect(engine.view(after, 2).tricksNeeded).toEqual([1, 1, 1]);
    expect(() => cardInfo(v, 'x1')).toThrow(RangeError);
  });
});

describe('cardInfo agrees with the engine', () => {
  it.each([2, 3, 4])(
    '%i players: every seat, its cards and others, in every phase of a random game',
    (players) => {
      let compared = 0;
      let step = 0;
      randomPlayout<BossState>(engine, { players }, `card-info-${players}`, {
        onStep: ({ after }) => {
          if (step++ % 5 !== 0 && after.phase.kind === 'play') return;
          for (let seat = 0; seat < players; seat++) {
            const v = engine.view(after, seat);
            // The seat's own cards and a few it does not hold: every branch of the verdict.
            for (const card of [...v.hand, ...ALL_CARDS.slice(0, 3)]) {
              const fromView = JSON.stringify(cardInfo(v, card).why);
              const fromState = JSON.stringify(engine.explain(after, seat, { type: 'play', card }));
              if (fromView !== fromState)
                throw new Error(`seat ${seat}, ${card}: ${fromView} ≠ ${fromState}`);
              compared++;
            }
          }
        },
      });
      expect(compared).toBeGreaterThan(1000);
    },
  );
});
