/** The end of a round: the Bilanz goes onto the score sheet, then the next deal or the game's end. */
import { lastRound } from './config.js';
import type { BossEvent } from './events.js';
import { ranksOf, roundPoints } from './scoring.js';
import { dealRound } from './setup.js';
import type { BossState, RoundRecord } from './state.js';

/** Scores the finished round of `draft`, then deals the next round or ends the game. */
export function finishRound(draft: BossState, events: BossEvent[]): void {
  const bids = draft.bids.map((b) => b ?? 0);
  const points = bids.map((b, s) => roundPoints(b, draft.tricksWon[s] ?? 0));
  const record: RoundRecord = {
    round: draft.round,
    dealer: draft.dealer,
    trump: draft.trump,
    bids,
    tricks: draft.tricksWon.slice(),
    points,
  };
  const scores = draft.scores.map((s, i) => s + (points[i] ?? 0));
  draft.scores = scores;
  draft.history.push(record);
  events.push({ type: 'roundScored', round: draft.round, bids, tricks: record.tricks, points, scores });
  if (draft.round < lastRound(draft.config)) {
    events.push(dealRound(draft, draft.round + 1));
    return;
  }
  draft.phase = { kind: 'over' };
  events.push({ type: 'gameOver', scores, ranks: ranksOf(scores) });
}
