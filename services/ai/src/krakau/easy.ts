/**
 * Speedkrakau, level "leicht": bids by feel (sure winners, marriages, long suits, a little for the
 * musik), gives away its cheapest cards, throws a Bomba when the musik left it far short, and plays
 * by simple rules (policy.ts) with some randomness. It keeps an eye on the match: a locked seat
 * and a seat facing an opponent near the target bid a little more; on the barrel it declares what
 * gets it off.
 */
import type { KrakauAction, KrakauView } from '@spielcenter/krakau';
import type { Decision } from '../players/types.js';
import { cardName, maskOf } from './cards.js';
import { discardCards, estimate, giftCards } from './estimate.js';
import { policyMove } from './policy.js';
import {
  type Act,
  type MatchFacts,
  matchFacts,
  moveAction,
  nextBid,
  ofType,
  simFromView,
} from './view.js';

type D = Decision<KrakauView, KrakauAction>;

/** How much more (positive) a seat dares because of the match state. */
export function matchDaring(m: MatchFacts): number {
  let dare = 0;
  if (m.locked) dare += 10;
  if (m.opponentNear) dare += 10;
  if (m.myScore + 100 >= m.target) dare += 10;
  return dare;
}

function bid(d: D): KrakauAction {
  const v = d.view;
  const bids = ofType(d.legal, 'bid');
  const m = matchFacts(v, d.seat);
  const feel =
    estimate(maskOf(v.hand), v.players === 2 ? 2 : 3, v.players) +
    matchDaring(m) -
    30 +
    d.rng.int(3) * 10 -
    10;
  // Raise by one step as long as the feeling carries it; on the barrel straight to a game that
  // reaches the target.
  const next = nextBid(bids, m);
  if (next && next.value <= feel) return next;
  return { type: 'pass' };
}

function giveOrBomba(d: D): KrakauAction {
  const v = d.view;
  const hand = maskOf(v.hand);
  const picks = v.phase.picks;
  const bomba = d.legal.find((a) => a.type === 'bomba');
  const game = v.highBid;
  if (bomba && picks.length === 0) {
    const m = matchFacts(v, d.seat);
    const [a, b] = v.players === 2 ? discardCards(hand) : giftCards(hand);
    const kept = hand & ~maskOf([a, b]);
    const short = game - estimate(kept, 0, v.players);
    if (short > (m.opponentNear ? 60 : 40)) return bomba;
  }
  return giveStep(d, hand);
}

/** One step of giving: pick the next planned card, or send when both are picked as planned. */
export function giveStep(d: D, hand: number, planned?: readonly [string, string]): KrakauAction {
  const v = d.view;
  const picks = v.phase.picks;
  if (v.players === 2) {
    const [a, b] = planned ?? discardCards(hand);
    const want = [a, b];
    if (picks.length === 2 && picks.every((p) => want.includes(p.card))) return { type: 'done' };
    const wrong = picks.find((p) => !want.includes(p.card));
    if (wrong && picks.length === 2) return { type: 'takeBack', card: wrong.card };
    const card = want.find((c) => !picks.some((p) => p.card === c));
    return { type: 'discard', card: card as string };
  }
  const opponents = v.active.filter((s) => s !== d.seat);
  const [a, b] = planned ?? giftCards(hand);
  const plan = [
    { card: a, to: opponents[0] as number },
    { card: b, to: opponents[1] as number },
  ];
  const missing = plan.find((p) => !picks.some((q) => q.card === p.card && q.to === p.to));
  if (!missing) return { type: 'done' };
  return { type: 'give', card: missing.card, to: missing.to };
}

/** The game to declare: the feeling for the kept hand, at least what the barrel or the win needs. */
function declare(d: D): KrakauAction {
  const v = d.view;
  const games = ofType(d.legal, 'declare').map((a) => a.value);
  const m = matchFacts(v, d.seat);
  const feel = estimate(maskOf(v.hand), 0, v.players) + matchDaring(m) - 20;
  let want = games.filter((g) => g <= feel).at(-1) ?? (games[0] as number);
  const toWin = m.target - m.myScore;
  // Winning the match with this game beats a few points more.
  const win = games.find((g) => g >= toWin && g <= feel + 20);
  if (win !== undefined) want = Math.max(want, win);
  if (m.onBarrel) want = Math.max(want, games.find((g) => g >= m.barrelNeeds) ?? want);
  return { type: 'declare', value: want };
}

function play(d: D): KrakauAction {
  const plays = ofType(d.legal, 'play');
  if (d.rng.next() < 0.08) return d.rng.pick(plays);
  const sim = simFromView(d.view, d.seat);
  const move = policyMove(sim);
  const action = moveAction(move, cardName);
  const found = plays.find((p) => p.card === action.card && (p.meld === true) === (action.meld === true));
  return found ?? (plays[0] as Act<'play'>);
}

export function krakauEasy(d: D): KrakauAction {
  const kinds = new Set(d.legal.map((a) => a.type));
  if (kinds.has('play')) return play(d);
  if (kinds.has('bid') || kinds.has('pass')) return bid(d);
  if (kinds.has('declare')) return declare(d);
  if (kinds.has('keep')) {
    return estimate(maskOf(d.view.hand), 3, d.view.players) < 90 ? { type: 'redeal' } : { type: 'keep' };
  }
  if (kinds.has('takeMusik')) return { type: 'takeMusik', musik: d.rng.int(2) };
  if (kinds.has('give') || kinds.has('discard') || kinds.has('done') || kinds.has('bomba'))
    return giveOrBomba(d);
  return d.legal[0] as KrakauAction;
}
