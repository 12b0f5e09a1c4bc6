/** Every action a seat can take (plain JSON, discriminated by `type`). */
import type { Seat } from '@spielcenter/proto';
import type { Card } from './cards.js';

export type KrakauAction =
  /** Four nines: ask for a new deal, or keep the cards. */
  | { readonly type: 'redeal' }
  | { readonly type: 'keep' }
  /** Bidding: a bid in tens above the high bid, or pass (out for this game). */
  | { readonly type: 'bid'; readonly value: number }
  | { readonly type: 'pass' }
  /** Two players: the declarer takes musik 0 or 1. */
  | { readonly type: 'takeMusik'; readonly musik: number }
  /** Giving (three/four players): pick a card for an opponent; picking again changes it. */
  | { readonly type: 'give'; readonly card: Card; readonly to: Seat }
  /** Discarding (two players): pick a card to lay away. */
  | { readonly type: 'discard'; readonly card: Card }
  /** Take a picked card back. */
  | { readonly type: 'takeBack'; readonly card: Card }
  /** "Fertig – abgeben": sends the picked cards. */
  | { readonly type: 'done' }
  /** Give up before giving: the declarer loses nothing, each opponent scores 60. */
  | { readonly type: 'bomba' }
  /** Declare the game: at least the bid. */
  | { readonly type: 'declare'; readonly value: number }
  /** Play a card; `meld: true` on a lead with K+Q of the card's suit scores the marriage. */
  | { readonly type: 'play'; readonly card: Card; readonly meld?: boolean };

export type KrakauActionType = KrakauAction['type'];
export const ACTION_TYPES: readonly KrakauActionType[] = [
  'redeal',
  'keep',
  'bid',
  'pass',
  'takeMusik',
  'give',
  'discard',
  'takeBack',
  'done',
  'bomba',
  'declare',
  'play',
];
