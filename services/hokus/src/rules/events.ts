/**
 * Every event the engine emits, for the UI, the logs and the table's pacing (game.ts). Public
 * events carry no hat id; the two private ones (`to: [seat]`) carry only the recipient's own.
 */
import type { Seat } from '@spielcenter/proto';
import type { HatId, HatKind } from './hats.js';
import type { EndReason } from './state.js';

export type HokusEvent =
  /** A magician put a hat face down on his table (Aufstellen or Reihum). */
  | { readonly type: 'placed'; readonly seat: Seat }
  /** Private: which hat he placed. */
  | { readonly type: 'youPlaced'; readonly seat: Seat; readonly hat: HatId; readonly to: readonly Seat[] }
  /** The seat in turn (Reihum, Überbieten). */
  | { readonly type: 'turn'; readonly seat: Seat }
  /** „Ich zaubere N Kaninchen!“ — a first announcement or a raise. */
  | { readonly type: 'announced'; readonly seat: Seat; readonly n: number }
  | { readonly type: 'passed'; readonly seat: Seat }
  /** Liefern begins: the highest announcer must lift `target` hats. */
  | { readonly type: 'delivery'; readonly challenger: Seat; readonly target: number }
  /** One hat turned up (the short pause of the table's tempo). */
  | { readonly type: 'lifted'; readonly seat: Seat; readonly table: Seat; readonly kind: HatKind }
  /** Stinktier! The number is spoilt. */
  | { readonly type: 'skunk'; readonly challenger: Seat; readonly owner: Seat }
  /** Applaus: the challenger's laurel count after it (a round's end). */
  | { readonly type: 'applause'; readonly seat: Seat; readonly laurels: number }
  /** The skunk's owner drew the shuffled hat at `index` blind. */
  | { readonly type: 'drew'; readonly seat: Seat; readonly index: number }
  /** The challenger lost a hat for good (a round's end); `by` chose or drew it. */
  | { readonly type: 'hatLost'; readonly seat: Seat; readonly by: Seat }
  /** Private to the challenger: which hat he lost. */
  | {
      readonly type: 'yourHatLost';
      readonly seat: Seat;
      readonly hat: HatId;
      readonly kind: HatKind;
      readonly to: readonly Seat[];
    }
  /** The curtain falls for a magician without hats. */
  | { readonly type: 'curtain'; readonly seat: Seat }
  | { readonly type: 'roundStarted'; readonly round: number; readonly starter: Seat }
  /** The show's end; `winner` is null after the round limit. */
  | { readonly type: 'showOver'; readonly reason: EndReason; readonly winner: Seat | null };

export type HokusEventType = HokusEvent['type'];
