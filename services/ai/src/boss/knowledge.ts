/**
 * What one seat knows about a round, from its view alone: its own hand, the cards out of play, the
 * unknown cards, how many each other hand holds, who has shown a void in which firm (did not follow
 * with a number card), the bids made and each seat's cards played this round (for the bid
 * likelihood). The base simulator holds the position with the other hands still empty.
 */
import { ALL_CARDS, type BossView, type Card, ledSuit } from '@spielcenter/boss';
import { codeOf, suitIndex, suitOfCode } from './codes.js';
import { loadPosition } from './position.js';
import { BossSim } from './sim.js';

export interface Knowledge {
  readonly seat: number;
  readonly players: number;
  readonly round: number;
  readonly dealer: number;
  readonly base: BossSim;
  /** Codes of the cards nobody has shown (the other hands, the rest, the pile). */
  readonly unknown: Int32Array;
  /** How many unknown cards each seat holds (0 for the own seat). */
  readonly holds: Int32Array;
  /** Unknown cards in no hand: the pile at two players (rounds 21..30), else the undealt rest. */
  readonly rest: number;
  /** Per seat a bit per firm it cannot hold (bit 4: no CEO, bit 5: no intern never set). */
  readonly voids: Int32Array;
  /** Bids made so far, −1 for none. */
  readonly bids: Int32Array;
  /** Cards each seat played this round, as codes (index seat). */
  readonly playedBy: readonly number[][];
}

/** Tricks after which both draw (two players, rounds 21..30): a void seen before a draw is stale. */
const drawsOfRound = (players: number, round: number): number =>
  players === 2 && round > 20 ? round - 20 : 0;

function voidsOf(view: BossView): Int32Array {
  const voids = new Int32Array(4);
  const draws = drawsOfRound(view.players, view.round);
  const tricks = [...view.tricks.map((t) => t.plays), view.trick];
  tricks.forEach((plays, index) => {
    if (index < draws && index < view.tricks.length) return;
    for (let j = 1; j < plays.length; j++) {
      const led = ledSuit(plays.slice(0, j).map((p) => p.card));
      const play = plays[j] as { seat: number; card: Card };
      const code = codeOf(play.card);
      if (led !== null && code < 0x40 && suitOfCode(code) !== suitIndex(led)) {
        voids[play.seat] = (voids[play.seat] as number) | (1 << suitIndex(led));
      }
    }
  });
  return voids;
}

export function knowledgeOf(view: BossView): Knowledge {
  const seat = view.seat ?? 0;
  const n = view.players;
  const known = new Set<Card>([...view.hand, ...view.played]);
  if (view.trumpCard !== null) known.add(view.trumpCard);
  const unknown = Int32Array.from(ALL_CARDS.filter((c) => !known.has(c)).map(codeOf));
  const holds = new Int32Array(4);
  let held = 0;
  for (let s = 0; s < n; s++) {
    if (s === seat) continue;
    holds[s] = view.handCounts[s] ?? 0;
    held += holds[s] as number;
  }
  const playedBy: number[][] = Array.from({ length: n }, () => []);
  for (const t of [...view.tricks.map((x) => x.plays), view.trick])
    for (const p of t) playedBy[p.seat]?.push(codeOf(p.card));
  const bids = new Int32Array(4).fill(-1);
  view.bids.forEach((b, s) => {
    bids[s] = b ?? -1;
  });
  const bidding = view.phase !== 'play';
  const base = loadPosition(new BossSim(), {
    players: n,
    trump: suitIndex(view.trump),
    hands: Array.from({ length: n }, (_v, s) => (s === seat ? view.hand : [])),
    bids: Array.from(bids.subarray(0, n)),
    won: view.tricksWon,
    played: view.played,
    trick: view.trick,
    next: bidding ? (view.dealer + 1) % n : (view.toAct[0] ?? 0),
    tricksLeft: view.tricksInRound - view.tricks.length,
    drawsLeft: view.drawsLeft,
    pile: [],
    trumpCard: view.trumpCard,
  });
  return {
    seat,
    players: n,
    round: view.round,
    dealer: view.dealer,
    base,
    unknown,
    holds,
    rest: unknown.length - held,
    voids: voidsOf(view),
    bids,
    playedBy,
  };
}
