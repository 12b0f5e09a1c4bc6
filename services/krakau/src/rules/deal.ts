/** Dealing a game: 7 each and a musik of 3 (two players: 10 each and two musiks of 2). */
import { type GameEvent, Rng, type Seat } from '@spielcenter/proto';
import { type Card, DECK } from './cards.js';
import { FORCED_BID, type KrakauState, type Phase, type Round } from './state.js';

/** Seats that play a game, from the dealer's left; with four players the dealer sits out. */
export function activeSeats(players: number, dealer: Seat): Seat[] {
  const out: Seat[] = [];
  for (let i = 1; i <= players; i++) {
    const seat = (dealer + i) % players;
    if (players === 4 && seat === dealer) continue;
    out.push(seat);
  }
  return players === 4 ? out : out.slice(0, players);
}

/** The next deal's card order: the fixed deal of `config.deck` for this game, else a shuffle. */
function nextCards(state: KrakauState, redeal: boolean): { cards: Card[]; rng: KrakauState['rng'] } {
  const fixed = state.config.deck?.[state.history.length];
  if (fixed && !redeal) return { cards: fixed.slice(), rng: state.rng };
  const rng = Rng.restore(state.rng);
  const cards = rng.shuffle(DECK);
  return { cards, rng: rng.save() };
}

function splitDeal(players: number, active: readonly Seat[], cards: readonly Card[]) {
  const per = players === 2 ? 10 : 7;
  const hands: Card[][] = Array.from({ length: players }, () => []);
  active.forEach((seat, i) => {
    hands[seat] = cards.slice(i * per, (i + 1) * per);
  });
  const rest = cards.slice(active.length * per);
  const musiks = players === 2 ? [rest.slice(0, 2), rest.slice(2, 4)] : [rest];
  return { hands, musiks };
}

export function fourNinesHolder(round: Round): Seat | null {
  for (const seat of round.active) {
    const hand = round.hands[seat] as Card[];
    if (hand.includes('9h') && hand.includes('9d') && hand.includes('9c') && hand.includes('9s')) return seat;
  }
  return null;
}

/** Deals a game for `dealer` and opens the bidding (or asks the holder of four nines first). */
export function dealGame(
  state: KrakauState,
  dealer: Seat,
  redeal: boolean,
): { state: KrakauState; events: GameEvent[] } {
  const players = state.config.players;
  const active = activeSeats(players, dealer);
  const { cards, rng } = nextCards(state, redeal);
  const { hands, musiks } = splitDeal(players, active, cards);
  const forced = active[0] as Seat;
  const round: Round = {
    dealer,
    active,
    hands,
    musiks,
    bids: [{ seat: forced, bid: FORCED_BID }],
    highBid: FORCED_BID,
    highBidder: forced,
    declarer: null,
    game: null,
    musikTaken: null,
    gifts: [],
    trump: null,
    leader: forced,
    trick: [],
    lastTrick: [],
    played: [],
    taken: Array.from({ length: players }, () => 0),
    marriages: [],
  };
  const nines = state.config.fourNines ? fourNinesHolder(round) : null;
  const phase: Phase =
    nines !== null
      ? { kind: 'fourNines', seat: nines }
      : { kind: 'bidding', turn: active[1] as Seat, passed: [] };
  const events: GameEvent[] = [
    { type: 'dealt', dealer, game: state.history.length + 1, forcedBidder: forced },
  ];
  if (nines !== null) events.push({ type: 'fourNinesAsked', seat: nines });
  return { state: { ...state, rng, gameNo: state.gameNo + 1, round, phase }, events };
}
