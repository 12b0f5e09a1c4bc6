/**
 * Karten-Info: the facts of a card's info window, computed from one seat's VIEW alone (the web and
 * the computers only ever have a view): colour and value, whose loot it is and its order mark,
 * where it lies, whether the viewer may play it now (and the engine's reason if not), whether it
 * would take the trick, and the true mark it would carry as a hand signal.
 */
import { commonErrors, type RuleErrorData, type Seat } from '@spielcenter/proto';
import {
  type CardId,
  cardName,
  cardValue,
  isDietrich,
  SUIT_NAMES,
  type Suit,
  suitOf,
  trickWinnerIndex,
} from './cards.js';
import type { Mark } from './coups.js';
import { engine } from './engine.js';
import { markText, type Text } from './loot-advice.js';
import { signalMark } from './signals.js';
import type { SignalMark } from './state.js';
import type { CoupView } from './view.js';

export interface CardInfo {
  readonly card: CardId;
  /** "Juwelen 7", "Dietrich 4". */
  readonly name: string;
  readonly suit: Suit;
  /** Where the card lies for the viewer. */
  readonly location: 'hand' | 'pile' | 'trick' | 'played' | 'signal' | 'loot' | 'unknown';
  /** Who played it (current trick or earlier). */
  readonly playedBy: Seat | null;
  /** The card is loot: its owner (null while untaken), mark and whether it is won. */
  readonly loot: {
    readonly owner: Seat | null;
    readonly mark: Mark | null;
    readonly markText: Text | null;
    readonly won: boolean;
  } | null;
  /**
   * The card is shown as a hand signal: by whom, with which mark (null under Alarmanlage), whether a
   * person gave it, and for a computer's signal which of the conventions applies („Bei Menschen
   * deutet das Spiel nichts“: always null for a person's signal, judged by who gave it, not by who
   * sits in the seat now).
   */
  readonly signal: {
    readonly seat: Seat;
    readonly mark: SignalMark | null;
    readonly active: boolean;
    readonly human: boolean;
    readonly convention: Text | null;
  } | null;
  /** A card in the viewer's hand: the true mark a signal would carry now, null if none. */
  readonly signalMark: SignalMark | null;
  readonly playable: boolean;
  /** Why the viewer may not play it now (the engine's own reason), null when playable. */
  readonly why: RuleErrorData | null;
  /** The suit the viewer must follow now, null when free or not to play. */
  readonly mustFollow: Suit | null;
  /** A hand card: would it take the trick as it stands? A trick card: does it win it now? */
  readonly wouldWin: boolean;
}

/** The trick rules in one sentence, by card. */
export function trickRule(card: CardId): Text {
  if (isDietrich(card))
    return {
      de: 'Dietrich: sticht jede Farbe; der höchste Dietrich gewinnt. Dietriche werden mit Dietrichen bedient.',
      en: 'Dietrich: beats every colour; the highest Dietrich wins. Dietriche follow Dietriche.',
    };
  return {
    de: 'Farbkarte: gewinnt, wenn ihre Farbe ausgespielt ist, sie die höchste davon ist und kein Dietrich liegt.',
    en: 'Colour card: wins when its colour was led, it is the highest of it and no Dietrich lies.',
  };
}

/** The seat whose card is due now (the Schatten's turn is played by the Boss). */
function turnSeat(view: CoupView): Seat | null {
  return view.phase.kind === 'play' ? view.phase.turn : null;
}

/** The cards the viewer can put down for the seat whose turn it is. */
function ownCards(view: CoupView): CardId[] {
  const turn = turnSeat(view);
  if (turn !== null && turn === view.shadow && view.seat === view.boss)
    return view.piles.flatMap((p) => (p.open ? [p.open] : []));
  return view.hand;
}

function mustFollowOf(view: CoupView): Suit | null {
  const first = view.trick?.cards[0];
  if (!first || view.seat === null || !view.toAct.includes(view.seat) || view.phase.kind !== 'play')
    return null;
  const led = suitOf(first.card);
  return ownCards(view).some((c) => suitOf(c) === led) ? led : null;
}

/**
 * The engine's verdict on the viewer playing `card`: its `explainView`, the engine's own explain over
 * what the viewer knows (the same answer the rule service gives the gateway).
 */
export function explainPlay(view: CoupView, card: CardId): RuleErrorData | null {
  if (view.seat === null) return commonErrors.data('COMMON_ILLEGAL_ACTION');
  return engine.explainView(view, view.seat, { type: 'play', card });
}

function locate(view: CoupView, card: CardId): { location: CardInfo['location']; playedBy: Seat | null } {
  if (view.hand.includes(card)) return { location: 'hand', playedBy: null };
  if (view.piles.some((p) => p.open === card)) return { location: 'pile', playedBy: null };
  const inTrick = view.trick?.cards.find((p) => p.card === card);
  if (inTrick) return { location: 'trick', playedBy: inTrick.seat };
  for (const t of view.tricks) {
    const p = t.cards.find((x) => x.card === card);
    if (p) return { location: 'played', playedBy: p.seat };
  }
  if (view.signals.some((g) => g.card === card && g.active)) return { location: 'signal', playedBy: null };
  if (view.loot.some((l) => l.card === card)) return { location: 'loot', playedBy: null };
  return { location: 'unknown', playedBy: null };
}

function wouldWin(view: CoupView, card: CardId, location: CardInfo['location']): boolean {
  const cards = (view.trick?.cards ?? []).map((p) => p.card);
  if (location === 'trick') return cards[trickWinnerIndex(cards)] === card;
  if ((location !== 'hand' && location !== 'pile') || cards.length >= view.seats) return false;
  return trickWinnerIndex([...cards, card]) === cards.length;
}

/** The info window's facts for `card` as seen in `view`. */
export function cardInfo(view: CoupView, card: CardId): CardInfo {
  const { location, playedBy } = locate(view, card);
  const loot = view.loot.find((l) => l.card === card);
  const signal = [...view.signals].reverse().find((g) => g.card === card);
  const why = explainPlay(view, card);
  return {
    card,
    name: cardName(card),
    suit: suitOf(card),
    location,
    playedBy,
    loot: loot
      ? {
          owner: loot.owner,
          mark: loot.mark,
          markText: loot.mark ? markText(loot.mark) : null,
          won: loot.wonTrick !== null,
        }
      : null,
    signal: signal
      ? {
          seat: signal.seat,
          mark: signal.mark,
          active: signal.active,
          human: signal.human,
          convention: signal.human ? null : signalConvention(view, signal),
        }
      : null,
    signalMark: location === 'hand' ? signalMark(view.hand, card) : null,
    playable: why === null,
    why,
    mustFollow: mustFollowOf(view),
    wouldWin: wouldWin(view, card, location),
  };
}

/** A signal's mark in words: "oben – ihre höchste Juwelen". */
export function signalMarkText(mark: SignalMark | null, suit: Suit): Text {
  const name = SUIT_NAMES[suit];
  switch (mark) {
    case 'top':
      return { de: `oben – die höchste ${name.de} auf der Hand`, en: `top – the highest ${name.en} in hand` };
    case 'only':
      return {
        de: `Mitte – die einzige ${name.de} auf der Hand`,
        en: `middle – the only ${name.en} in hand`,
      };
    case 'bottom':
      return {
        de: `unten – die niedrigste ${name.de} auf der Hand`,
        en: `bottom – the lowest ${name.en} in hand`,
      };
    default:
      return {
        de: 'ohne Marke (Alarmanlage scharf) – selbst deuten',
        en: 'without a mark (alarm armed) – read it yourself',
      };
  }
}

/**
 * Which of the computers' signal conventions a computer's signal follows („Fährst du über sein
 * Handzeichen, sagt das Info-Fenster, was davon zutrifft“), from the view: the card belongs to
 * another's loot, it is his own loot (his highest or only of its colour), or a small single card up
 * to 5. Null when none applies.
 */
export function signalConvention(
  view: CoupView,
  signal: { readonly seat: Seat; readonly card: CardId; readonly mark: SignalMark | null },
): Text | null {
  const loot = view.loot.find((l) => l.card === signal.card);
  if (loot && loot.owner !== null && loot.owner !== signal.seat)
    return {
      de: 'Die Karte gehört zu einer fremden Beute: Er hält sie und will sie in den Stich ihres Besitzers legen.',
      en: "The card belongs to another's loot: he holds it and wants to lay it in its owner's trick.",
    };
  if (loot && loot.owner === signal.seat) {
    const which =
      signal.mark === 'only'
        ? { de: 'seine einzige', en: 'his only' }
        : signal.mark === 'top'
          ? { de: 'seine höchste', en: 'his highest' }
          : { de: 'seine höchste oder einzige', en: 'his highest or only' };
    return {
      de: `Seine eigene Beute – ${which.de} Karte dieser Farbe.`,
      en: `His own loot – ${which.en} card of this colour.`,
    };
  }
  if (
    !isDietrich(signal.card) &&
    cardValue(signal.card) <= 5 &&
    (signal.mark === 'only' || signal.mark === null)
  )
    return {
      de: 'Ein kleines Einzelstück bis zur 5: Bald kann er die Farbe nicht mehr bedienen.',
      en: 'A small single card up to 5: soon he cannot follow this colour any more.',
    };
  return null;
}
