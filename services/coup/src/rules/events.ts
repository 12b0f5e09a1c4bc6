/** Every event the Speedcoup engine emits (type aliases, so they fit proto's GameEvent). */
import type { CardId } from './cards.js';
import type { AskPurpose, PfiffDirection, Seat, SignalMark, Vote } from './state.js';

/** Someone took a loot in the draft (the Boss takes for the Schatten: `seat` is the owner). */
export type LootTaken = { type: 'lootTaken'; seat: Seat; card: CardId };
/** A one-word answer to the Boss's question (public). */
export type Answered = { type: 'answered'; seat: Seat; word: string };
/** The Boss chose a member; for "all loot" the loot is revealed with the choice. */
export type Chosen = { type: 'chosen'; purpose: AskPurpose; seat: Seat; loot?: CardId[] };
/** The Boss gave the loot shown now to a seat. */
export type LootAssigned = { type: 'lootAssigned'; seat: Seat; card: CardId };
/** The Boss swapped the marks of two loot (or moved one onto an unmarked loot). */
export type MarkMoved = { type: 'markMoved'; fromCard: CardId; toCard: CardId };
/** Five players: the Boss passed one loot on. */
export type LootPassed = { type: 'lootPassed'; card: CardId; fromSeat: Seat | null; toSeat: Seat };
export type PfiffCalled = { type: 'pfiffCalled'; seat: Seat };
/** A human voted on the Pfiff; what, stays secret until every vote is in. */
export type Voted = { type: 'voted'; seat: Seat };
/** Every vote is in: the majority's direction and all votes ('-' = a seat that does not vote). */
export type PfiffDirectionChosen = {
  type: 'pfiffDirection';
  direction: PfiffDirection;
  votes: (Vote | '-')[];
};
/** Mode "jedes Mal": the majority said no (all votes revealed). */
export type PfiffDeclined = { type: 'pfiffDeclined'; votes: (Vote | '-')[] };
/** A seat chose its card to pass (which one stays private until all have chosen). */
export type PassChosen = { type: 'passChosen'; seat: Seat };
/** Private to giver and receiver. */
export type CardPassed = { type: 'cardPassed'; giver: Seat; receiver: Seat; card: CardId; to: Seat[] };
export type PfiffDone = { type: 'pfiffDone'; direction: PfiffDirection };
/** A hand signal is shown; `mark` is null under "Alarmanlage scharf". */
export type SignalShown = { type: 'signal'; seat: Seat; card: CardId; mark: SignalMark | null };
/** Private: the signal waits for the end of the running trick. */
export type SignalQueued = { type: 'signalQueued'; seat: Seat; card: CardId; to: Seat[] };
/** Private: a queued signal was no longer true (or the card left the hand) and is given back. */
export type SignalReturned = { type: 'signalReturned'; seat: Seat; card: CardId; to: Seat[] };
export type Played = { type: 'played'; seat: Seat; card: CardId };
/** A trick ended (`trick` 0-based). */
export type TrickWon = { type: 'trickWon'; trick: number; winner: Seat };
/** Private to both: `seat` drew `card` blind from `from` (special order "drawRight"). */
export type Drew = { type: 'drew'; seat: Seat; from: Seat; card: CardId; to: Seat[] };
export type DrawDone = { type: 'drawDone' };
/** The attempt is over: made, or exactly which rule broke at which trick. */
export type AttemptOver = {
  type: 'attemptOver';
  success: boolean;
  code: string;
  de: string;
  en: string;
  trick: number | null;
};

export type CoupEvent =
  | LootTaken
  | Answered
  | Chosen
  | LootAssigned
  | MarkMoved
  | LootPassed
  | PfiffCalled
  | Voted
  | PfiffDirectionChosen
  | PfiffDeclined
  | PassChosen
  | CardPassed
  | PfiffDone
  | SignalShown
  | SignalQueued
  | SignalReturned
  | Played
  | TrickWon
  | Drew
  | DrawDone
  | AttemptOver;

export type CoupEventType = CoupEvent['type'];
