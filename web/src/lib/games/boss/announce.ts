/**
 * What the table says aloud about decisions nobody clicked: the clock's default for a player
 * ("Die Uhr hat für dich 0 angesagt"), a computer's move for a player whose time ran out, and the
 * trump firm a computer dealer chose, and at two players (rounds 21–30) each draw from the
 * Nachziehstapel („der Stichgewinner zuerst“: „Du ziehst Rot 7 …“, „Anton zieht eine Karte.“, the
 * second taking the Leitbranche card when the pile is empty). German sentences from the table's
 * events; null for events that need no words.
 */
import { type BossAction, type BossEvent, cardNameDe, SUIT_NAME_DE, type Suit } from '@spielcenter/boss';
import type { TableEvent } from '@spielcenter/proto';

function deed(action: BossAction): string {
  if (action.type === 'bid') return `${action.bid} angesagt`;
  if (action.type === 'play') return `${cardNameDe(action.card)} gespielt`;
  return `${SUIT_NAME_DE[action.suit as Suit]} zur Leitbranche gemacht`;
}

/** "für dich" for the own seat, else "für Anton". */
const forWhom = (seat: number, me: number, names: readonly string[]) =>
  seat === me ? 'für dich' : `für ${names[seat] ?? `Platz ${seat + 1}`}`;

export function announcement(
  event: BossEvent | TableEvent,
  me: number,
  names: readonly string[],
  computers: readonly boolean[],
): string | null {
  if (event.type === 'defaultDecision') {
    const action = event.action as BossAction;
    const who = forWhom(event.seat, me, names);
    if (event.by === 'clock') return `Die Uhr hat ${who} ${deed(action)}.`;
    return `Die Zeit war um: Der Computer hat ${who} ${deed(action)}.`;
  }
  if (event.type === 'drewCard' && event.seat === me) return `Du ziehst ${cardNameDe(event.card)}.`;
  if (event.type === 'drew' && event.seat !== me)
    return `${names[event.seat] ?? `Platz ${event.seat + 1}`} zieht eine Karte.`;
  if (event.type === 'tookTrumpCard') {
    const who = event.seat === me ? 'Du nimmst' : `${names[event.seat] ?? `Platz ${event.seat + 1}`} nimmt`;
    return `Der Stapel ist leer: ${who} die Leitbranche-Karte ${cardNameDe(event.card)} auf die Hand – ab jetzt gilt kein Trumpf mehr.`;
  }
  if (event.type === 'trumpChosen' && computers[event.seat]) {
    return `${names[event.seat] ?? `Platz ${event.seat + 1}`} hat ${SUIT_NAME_DE[event.suit]} zur Leitbranche gemacht.`;
  }
  return null;
}

/**
 * What the table's live region says about an event a person sees happen on the board (issue
 * 39.4): the deal, a bid, a card played, the trick's winner, the round's points. The decisions
 * nobody clicked are `announcement`'s; null for the rest.
 */
export function liveLine(event: BossEvent | TableEvent, me: number, names: readonly string[]): string | null {
  const who = (seat: number) => (seat === me ? 'Du' : (names[seat] ?? `Platz ${seat + 1}`));
  const s = (seat: number, du: string, er: string) => `${who(seat)} ${seat === me ? du : er}`;
  switch (event.type) {
    case 'roundStarted':
      return `Runde ${event.round}: ${event.handSize === 1 ? 'eine Karte' : `${event.handSize} Karten`} für jeden${
        event.trump ? `, Leitbranche ${SUIT_NAME_DE[event.trump as Suit]}` : ', keine Leitbranche'
      }.`;
    case 'bid':
      return `${s(event.seat, 'sagst', 'sagt')} ${event.bid} an.`;
    case 'played':
      return `${s(event.seat, 'spielst', 'spielt')} ${cardNameDe(event.card)}.`;
    case 'trickWon':
      return event.seat === me ? 'Der Stich geht an dich.' : `Der Stich geht an ${who(event.seat)}.`;
    case 'roundScored': {
      const pts = event.points[me] ?? 0;
      return `Runde ${event.round} ist gewertet: ${pts > 0 ? `+${pts}` : pts} Punkte für dich, du hast ${event.scores[me] ?? 0}.`;
    }
    default:
      return null;
  }
}

/** Every line one snapshot's events give the live region, in order (`liveLine`, then `announcement`). */
export function liveLines(
  events: readonly (BossEvent | TableEvent)[],
  me: number,
  names: readonly string[],
  computers: readonly boolean[],
): string[] {
  return events.flatMap((e) =>
    [liveLine(e, me, names), announcement(e, me, names, computers)].filter((t) => t !== null),
  );
}
