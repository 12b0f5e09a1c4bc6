/**
 * Karten-Info: the facts of the card tooltip, computed from one seat's VIEW alone (the web UI and
 * the computer player only ever have a view): may the card be played now and why not, would it
 * currently win the trick, who played it, and how many tricks the viewer still needs.
 */
import type { RuleErrorData, Seat, } from '@spielcenter/proto';
import { type Card, type ParsedCard, parseCard, RANK_NAME_DE, type Suit, suitOf } from './cards.js';
import { engine } from './engine.js';
import { winningIndex } from './trick.js';
import type { BossView } from './view.js';

export interface CardInfo {
  readonly card: Card;
  readonly parsed: ParsedCard;
  /** German rank name of a number card (e.g. "Teamleiter"), "CEO" or "Praktikant". */
  readonly nameDe: string;
  /** The card belongs to the trump firm now in force. */
  readonly isTrump: boolean;
  /** Where the card is for the viewer. */
  readonly location: 'hand' | 'trick' | 'trumpCard' | 'played' | 'unknown';
  /** Who played it (cards in the current trick or played earlier this round). */
  readonly playedBy: Seat | null;
  /** May the viewer play it now? */
  readonly playable: boolean;
  /** Why not (the same RuleError data the engine would answer), null when playable. */
  readonly why: RuleErrorData | null;
  /** The firm the viewer must follow now (null: free or not the viewer's turn to play). */
  readonly mustFollow: Suit | null;
  /** A hand card: played now, would it take the trick as it stands? A trick card: is it winning now? */
  readonly wouldWin: boolean;
  /** The viewer's bid minus tricks won (negative: over the bid), null before the bid or for spectators. */
  readonly tricksNeeded: number | null;
}

function locate(view: BossView, card: Card): { location: CardInfo['location']; playedBy: Seat | null } {
  if (view.hand.includes(card)) return { location: 'hand', playedBy: null };
  const inTrick = view.trick.find((p) => p.card === card);
  if (inTrick) return { location: 'trick', playedBy: inTrick.seat };
  if (view.trumpCard === card) return { location: 'trumpCard', playedBy: null };
  for (const t of view.tricks) {
    const p = t.plays.find((x) => x.card === card);
    if (p) return { location: 'played', playedBy: p.seat };
  }
  return { location: 'unknown', playedBy: null };
}

function wouldWin(view: BossView, card: Card, location: CardInfo['location']): boolean {
  const cards = view.trick.map((p) => p.card);
  if (location === 'trick') return view.trick[winningIndex(cards, view.trump)]?.card === card;
  if (location !== 'hand' || view.trick.length >= view.players) return false;
  return winningIndex([...cards, card], view.trump) === cards.length;
}

function mustFollow(view: BossView): Suit | null {
  const led = view.ledSuit;
  return led !== null && view.hand.some((c) => suitOf(c) === led) ? led : null;
}

/** The tooltip facts for `card` as seen in `view`. Throws for a string that is no card id. */
export function cardInfo(view: BossView, card: Card): CardInfo {
  const parsed = parseCard(card);
  if (!parsed) throw new RangeError(`not a Speedboss card: ${card}`);
  const { location, playedBy } = locate(view, card);
  const seat = view.seat;
  // The engine's own explain over what the viewer knows (the rule service's answer to the gateway).
  const why = seat === null ? null : engine.explainView(view, seat, { type: 'play', card });
  const myTurnToPlay = seat !== null && view.phase === 'play' && view.toAct.includes(seat);
  const needed = seat === null ? null : (view.tricksNeeded[seat] ?? null);
  return {
    card,
    parsed,
    nameDe:
      parsed.kind === 'number'
        ? (RANK_NAME_DE[parsed.rank] as string)
        : parsed.kind === 'ceo'
          ? 'CEO'
          : 'Praktikant',
    isTrump: parsed.kind === 'number' && parsed.suit === view.trump,
    location,
    playedBy,
    playable: seat !== null && why === null,
    why: seat === null ? null : why,
    mustFollow: myTurnToPlay ? mustFollow(view) : null,
    wouldWin: wouldWin(view, card, location),
    tricksNeeded: needed,
  };
}
