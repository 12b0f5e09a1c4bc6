/**
 * Speedboss, level "leicht": a sensible rule-based player.
 * - Bid: counts sure tricks (CEOs) and likely ones (high trumps, top cards of other firms); never
 *   bids 0 holding a CEO unless 0 is the only bid left.
 * - Play: needs tricks → wins as cheaply as possible, else throws the lowest card; has enough →
 *   ducks with the highest card that does not win, else the lowest.
 * - Trump choice (CEO turned up): the firm it holds most of (then the highest cards).
 */
import {
  type BossAction,
  type BossView,
  type Card,
  cardInfo,
  isCeo,
  isIntern,
  rankOf,
  SUITS,
  type Suit,
  suitOf,
} from '@spielcenter/boss';
import type { Decision } from '../players/types.js';

type D = Decision<BossView, BossAction>;

/** Expected tricks of one card in a hand, for the bid. */
function trickValue(card: Card, trump: Suit | null, players: number): number {
  if (isCeo(card)) return 1;
  if (isIntern(card)) return 0;
  const rank = rankOf(card);
  if (trump !== null && suitOf(card) === trump) return rank >= 11 ? 0.9 : rank >= 8 ? 0.6 : 0.3;
  const crowd = players >= 4 ? 0 : 1; // fewer players, fewer cards to beat it
  return rank >= 13 - crowd ? 0.7 : rank >= 12 - crowd ? 0.4 : 0;
}

export function estimateTricks(view: BossView): number {
  return view.hand.reduce((sum, card) => sum + trickValue(card, view.trump, view.players), 0);
}

function bid(d: D): BossAction {
  const bids = d.legal
    .filter((a): a is Extract<BossAction, { type: 'bid' }> => a.type === 'bid')
    .map((a) => a.bid);
  const ceos = d.view.hand.filter(isCeo).length;
  const want = Math.max(Math.round(estimateTricks(d.view)), ceos > 0 ? 1 : 0);
  const allowed = ceos > 0 && bids.some((b) => b > 0) ? bids.filter((b) => b > 0) : bids;
  const best = allowed.reduce((a, b) => (Math.abs(b - want) < Math.abs(a - want) ? b : a));
  return { type: 'bid', bid: best };
}

/** How costly a card is to spend: interns cheapest, CEOs dearest, trumps above other firms. */
function cost(card: Card, trump: Suit | null): number {
  if (isIntern(card)) return 0;
  if (isCeo(card)) return 100;
  return rankOf(card) + (trump !== null && suitOf(card) === trump ? 40 : 0);
}

function play(d: D): BossAction {
  const cards = d.legal
    .filter((a): a is Extract<BossAction, { type: 'play' }> => a.type === 'play')
    .map((a) => a.card);
  const { view } = d;
  const needed = view.tricksNeeded[d.seat] ?? 0;
  const byCost = [...cards].sort((a, b) => cost(a, view.trump) - cost(b, view.trump));
  const winners = byCost.filter((c) => cardInfo(view, c).wouldWin);
  let choice: Card | undefined;
  if (needed > 0) {
    // Leading: only a CEO or a top card is worth leading to win; otherwise lead cheap.
    choice = view.trick.length === 0 ? byCost.at(-1) : winners[0];
    if (view.trick.length === 0 && choice !== undefined && cost(choice, view.trump) < 12) choice = byCost[0];
  } else {
    const losers = byCost.filter((c) => !winners.includes(c));
    choice = view.trick.length === 0 ? byCost[0] : losers.at(-1);
  }
  return { type: 'play', card: choice ?? (byCost[0] as Card) };
}

function chooseTrump(d: D): BossAction {
  const suits = d.legal
    .filter((a): a is Extract<BossAction, { type: 'chooseTrump' }> => a.type === 'chooseTrump')
    .map((a) => a.suit);
  const strength = (suit: Suit) =>
    d.view.hand.filter((c) => suitOf(c) === suit).reduce((sum, c) => sum + 10 + rankOf(c), 0);
  const best = [...suits].sort((a, b) => strength(b) - strength(a) || SUITS.indexOf(a) - SUITS.indexOf(b))[0];
  return { type: 'chooseTrump', suit: best ?? 'blue' };
}

export function bossEasy(d: D): BossAction {
  const kind = d.legal[0]?.type;
  if (kind === 'bid') return bid(d);
  if (kind === 'play') return play(d);
  if (kind === 'chooseTrump') return chooseTrump(d);
  throw new Error(`boss easy: no legal action`);
}
