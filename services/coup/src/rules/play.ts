/** Die Stiche: any lead, follow the led suit (Dietriche follow Dietriche), highest Dietrich wins. */
import { commonErrors, Rng } from '@spielcenter/proto';
import { coupDef } from './campaign.js';
import { type CardId, cardParams, isDietrich, SUIT_NAMES, suitOf, trickWinnerIndex } from './cards.js';
import { coupErrors } from './errors.js';
import type { CoupEvent } from './events.js';
import { judgeTrick } from './judge.js';
import { controller, neighbour } from './seats.js';
import { cardLeft, flushQueued } from './signals.js';
import type { CoupPhaseRules, CoupState, Seat, Trick } from './state.js';

function turnSeat(s: CoupState): Seat | null {
  if (s.phase.kind !== 'play' || !s.trick) return null;
  return (s.trick.leader + s.trick.cards.length) % s.seats;
}

/** Cards a table seat could put down: its hand, or the Schatten's open pile tops. */
function available(s: CoupState, seat: Seat): CardId[] {
  if (seat !== s.shadow) return s.hands[seat] ?? [];
  return s.piles.flatMap((p) => {
    if (p.cards.length === 2) return [p.cards[1]!];
    return p.cards.length === 1 && p.bottomOpen ? [p.cards[0]!] : [];
  });
}

function playableCards(s: CoupState, t: Trick, seat: Seat): CardId[] {
  const cards = available(s, seat);
  const first = t.cards[0];
  if (!first) return cards;
  const led = suitOf(first.card);
  const follow = cards.filter((c) => suitOf(c) === led);
  return follow.length > 0 ? follow : cards;
}

/**
 * A card the Boss may take for one covered in the Schatten's piles: a colour card he sees nowhere
 * (not in his hand, open on a pile, played, shown as a signal or as loot) while a pile has a covered
 * card. Judged from what he sees, not from where it lies: a reason must not tell where a hidden card
 * is (and so it is the same from the state and from his view, as `cardInfo` says it).
 */
function mayLieCovered(s: CoupState, seat: Seat, card: CardId): boolean {
  if (isDietrich(card)) return false;
  const open = (p: CoupState['piles'][number]) =>
    p.cards.length === 2 || (p.cards.length === 1 && p.bottomOpen);
  if (!s.piles.some((p) => p.cards.length - (open(p) ? 1 : 0) > 0)) return false;
  const p = s.phase;
  const shownLoot = s.lootHidden ? [] : p.kind === 'distribute' ? s.loot.slice(0, p.index + 1) : s.loot;
  const seen =
    (s.hands[seat] ?? []).includes(card) ||
    available(s, s.shadow as Seat).includes(card) ||
    (s.trick?.cards.some((x) => x.card === card) ?? false) ||
    s.tricks.some((t) => t.cards.some((x) => x.card === card)) ||
    s.signals.some((g) => g.card === card && g.active) ||
    shownLoot.some((l) => l.card === card);
  return !seen;
}

/** Die Stiche: the seat whose turn it is plays (the Boss for the Schatten). */
export const playPhase: CoupPhaseRules<'play'> = {
  accepts: ['play'],
  toAct: (s) => [controller(s, turnSeat(s)!)],
  legal(s, seat) {
    const turn = turnSeat(s);
    if (turn === null || controller(s, turn) !== seat) return [];
    return playableCards(s, s.trick!, turn).map((card) => ({ type: 'play', card }));
  },
  explain(s, seat, a) {
    const turn = turnSeat(s);
    if (a.type !== 'play' || turn === null) return commonErrors.data('COMMON_ILLEGAL_ACTION');
    if (controller(s, turn) !== seat) return commonErrors.data('COMMON_NOT_YOUR_TURN');
    if (!available(s, turn).includes(a.card)) {
      if (turn === s.shadow && mayLieCovered(s, seat, a.card)) return coupErrors.data('COUP_SHADOW_COVERED');
      // The Boss clicked his own card while the Schatten is to play.
      if (turn === s.shadow && s.hands[seat]?.includes(a.card)) return coupErrors.data('COUP_SHADOW_TURN');
      return coupErrors.data('COUP_NOT_IN_HAND', cardParams(a.card));
    }
    if (playableCards(s, s.trick!, turn).includes(a.card)) return null;
    const led = suitOf(s.trick!.cards[0]!.card);
    return coupErrors.data('COUP_MUST_FOLLOW', { suit: SUIT_NAMES[led].de, suitEn: SUIT_NAMES[led].en });
  },
  apply: (s, _seat, a) => (a.type === 'play' ? playCard(s, a.card) : []),
};

function removeCard(s: CoupState, seat: Seat, card: CardId): void {
  if (seat === s.shadow) {
    const pile = s.piles.find((p) => p.cards[p.cards.length - 1] === card)!;
    pile.cards.pop();
  } else s.hands[seat] = s.hands[seat]!.filter((c) => c !== card);
  cardLeft(s, card);
}

function playCard(s: CoupState, card: CardId): CoupEvent[] {
  const seat = turnSeat(s)!;
  const trick = s.trick!;
  if (!s.startHands) {
    s.startHands = s.hands.map((h) => [...h]);
    s.startPiles = s.piles.map((p) => [...p.cards]);
  }
  const first = trick.cards[0];
  if (first && suitOf(first.card) !== suitOf(card) && !s.voids[seat]!.includes(suitOf(first.card)))
    s.voids[seat]!.push(suitOf(first.card));
  removeCard(s, seat, card);
  trick.cards.push({ seat, card: card });
  const events: CoupEvent[] = [{ type: 'played', seat, card: card }];
  if (trick.cards.length < s.seats) return events;
  return [...events, ...resolveTrick(s, trick)];
}

function resolveTrick(s: CoupState, trick: Trick): CoupEvent[] {
  const winner = trick.cards[trickWinnerIndex(trick.cards.map((c) => c.card))]!.seat;
  trick.winner = winner;
  const t = s.tricks.length;
  s.tricks.push(trick);
  s.won[winner]! += 1;
  for (const p of s.piles) if (p.cards.length === 1) p.bottomOpen = true;
  s.trick = null;
  const events: CoupEvent[] = [{ type: 'trickWon', trick: t, winner }];
  const result = judgeTrick(s, t);
  if (result) {
    s.result = result;
    s.phase = { kind: 'over' };
    return [...events, { type: 'attemptOver', ...result }];
  }
  if (t === 0 && coupDef(s.config.coup).special === 'drawRight') events.push(...drawRight(s));
  events.push(...flushQueued(s));
  s.trick = { leader: winner, cards: [], winner: null };
  return events;
}

/** Everyone draws one card blind from the right neighbour, all at once. */
function drawRight(s: CoupState): CoupEvent[] {
  const rng = Rng.restore(s.rng);
  const n = s.config.players;
  const picks = Array.from({ length: n }, (_, seat) => {
    const from = neighbour(s, seat, 'right');
    const hand = s.hands[from]!;
    return { seat, from, card: hand[rng.int(hand.length)]! };
  });
  s.rng = rng.save();
  const events: CoupEvent[] = [];
  for (const { from, card } of picks) {
    s.hands[from] = s.hands[from]!.filter((c) => c !== card);
    cardLeft(s, card);
  }
  for (const { seat, from, card } of picks) {
    s.hands[seat]!.push(card);
    events.push({ type: 'drew', seat, from, card, to: [seat, from] });
  }
  events.push({ type: 'drawDone' });
  return events;
}
