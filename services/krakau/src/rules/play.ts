/** Trick play (Stiche) with marriages (Melden): the declarer leads, the trick's winner leads next. */
import { type PhaseRules, type RuleErrorData, type Seat, turnCheck } from '@spielcenter/proto';
import type { KrakauAction } from './actions.js';
import { type Card, MARRIAGE_POINTS, pointsOf, sortHand, suitOf, sumPoints } from './cards.js';
import { krakauErrors } from './errors.js';
import type { KrakauEvent } from './events.js';
import { scoreGame } from './scoring.js';
import { handOf, type KrakauState, type PhaseOf, type Round } from './state.js';
import { nextSeat, playRule, reasonError, winningCard } from './trick.js';

type Play = Extract<KrakauAction, { type: 'play' }>;

/** A lead of K or Q with its partner in hand may meld the marriage. */
function canMeld(round: Round, hand: readonly Card[], card: Card): boolean {
  if (round.trick.length > 0) return false;
  const r = card[0];
  if (r !== 'K' && r !== 'Q') return false;
  return hand.includes(`${r === 'K' ? 'Q' : 'K'}${card[1]}`);
}

/** The hand weakest first (ties in the deck's order). */
function byStrength(hand: readonly Card[]): Card[] {
  return sortHand(hand).sort((a, b) => pointsOf(a) - pointsOf(b));
}

function explainPlay(s: KrakauState, seat: Seat, action: Play): RuleErrorData | null {
  const round = s.round;
  const hand = handOf(round, seat);
  if (!hand.includes(action.card)) return krakauErrors.data('KRAKAU_NOT_IN_HAND', { card: action.card });
  if (action.meld === true) {
    if (round.trick.length > 0) return krakauErrors.data('KRAKAU_MELD_NOT_LEAD');
    if (!canMeld(round, hand, action.card)) {
      const partner = `${action.card[0] === 'K' ? 'Q' : 'K'}${action.card[1]}`;
      return krakauErrors.data('KRAKAU_MELD_NO_PAIR', { card: partner });
    }
  }
  // The example card is chosen whatever the hand's order, so the reason is the same from the state
  // and from the seat's view (which sorts the hand): the weakest card that follows or trumps („du
  // hast noch 9♦“), the strongest that beats („z. B. mit deiner A♦“).
  const rule = playRule(s.config, byStrength(hand), round.trick, round.trump);
  if (rule.why === null || rule.allowed.includes(action.card)) return null;
  if (rule.why.kind === 'beat') return reasonError({ ...rule.why, card: rule.allowed.at(-1) as Card });
  return reasonError(rule.why);
}

/** The trick is complete: its winner takes the points and leads next, or the game is scored. */
function closeTrick(draft: KrakauState): KrakauEvent[] {
  const round = draft.round;
  const trick = round.trick;
  const winner = winningCard(trick, round.trump).seat;
  const cards = trick.map((p) => p.card);
  const points = sumPoints(cards);
  round.taken[winner] = (round.taken[winner] as number) + points;
  round.lastTrick = trick;
  round.trick = [];
  round.leader = winner;
  const won: KrakauEvent = { type: 'trickWon', seat: winner, points, cards };
  if (handOf(round, winner).length === 0) return [won, ...scoreGame(draft)];
  draft.phase = { kind: 'play', seat: winner };
  return [won];
}

export const playPhase: PhaseRules<KrakauState, KrakauAction, KrakauEvent, PhaseOf<'play'>> = {
  accepts: ['play'],
  toAct: (s) => [s.phase.seat],
  legal(s, seat) {
    if (seat !== s.phase.seat) return [];
    const round = s.round;
    const hand = handOf(round, seat);
    const out: KrakauAction[] = [];
    for (const card of playRule(s.config, hand, round.trick, round.trump).allowed) {
      out.push({ type: 'play', card });
      if (canMeld(round, hand, card)) out.push({ type: 'play', card, meld: true });
    }
    return out;
  },
  explain: (s, seat, action) => turnCheck([s.phase.seat], seat) ?? explainPlay(s, seat, action as Play),
  apply(draft, seat, action) {
    const { card, meld } = action as Play;
    const round = draft.round;
    const events: KrakauEvent[] = [{ type: 'played', seat, card, meld: meld === true }];
    if (meld === true) {
      const suit = suitOf(card);
      round.marriages.push({ seat, suit, points: MARRIAGE_POINTS[suit] });
      round.trump = suit;
      events.push({ type: 'marriage', seat, suit, points: MARRIAGE_POINTS[suit] });
    }
    round.hands[seat] = handOf(round, seat).filter((c) => c !== card);
    round.trick.push({ seat, card });
    round.played.push(card);
    if (round.trick.length < round.active.length) {
      draft.phase = { kind: 'play', seat: nextSeat(round.active, seat) };
      return events;
    }
    for (const e of closeTrick(draft)) events.push(e);
    return events;
  },
};
