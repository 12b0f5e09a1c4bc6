import { type BossState, type BossView, engine } from '@spielcenter/boss';
import { describe, expect, it } from 'vitest';
import { drawPileText } from './draws';

/** A two-player game played with the first legal action up to the start of `round`. */
function twoPlayersAt(round: number): BossState {
  let s = engine.setup(engine.parseConfig({ players: 2 }), 'draws') as BossState;
  while (s.round < round) {
    const seat = engine.toAct(s)[0] as number;
    s = engine.apply(s, seat, engine.legalActions(s, seat)[0]!).state as BossState;
  }
  return s;
}

describe('the Nachziehstapel at two players', () => {
  it('is not there up to round 20', () => {
    expect(drawPileText(engine.view(twoPlayersAt(20), 0) as BossView)).toBeNull();
  });

  it('from round 21: the cards under the Leitbranche card and the draws still to come', () => {
    const view = engine.view(twoPlayersAt(22), 0) as BossView;
    expect(view.drawPile).toBeGreaterThan(0);
    expect(drawPileText(view)).toBe(
      `Nachziehstapel: ${view.drawPile} Karten · nach jedem der nächsten 2 Stiche wird nachgezogen`,
    );
    expect(drawPileText({ drawPile: 1, drawsLeft: 1 })).toBe(
      'Nachziehstapel: 1 Karte · nach dem nächsten Stich wird einmal nachgezogen',
    );
  });
});
