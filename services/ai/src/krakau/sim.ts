/**
 * The card play of one Speedkrakau game, written for speed: hands as 24-bit masks, typed arrays,
 * no allocation per card. It knows the follow rules (bedienen, überstechen, trumpfen as the table
 * sets them), marriages (the suit becomes trump at once, for that trick too) and trick points.
 * Checked against the engine by a differential test (sim.test.ts).
 */
import { higherInSuit, KING, MARRIAGE, POINTS, popcount, QUEEN, SUIT_MASK, suitIx } from './cards.js';

/** A move: card index, plus MELD when the lead melds its marriage. */
export const MELD = 32;

export class KrakauSim {
  /** Hand per seat (seats 0..3; a seat that sits out holds 0). */
  readonly hands = new Int32Array(4);
  /** Card points taken in tricks per seat. */
  readonly taken = new Int16Array(4);
  /** Marriage points per seat. */
  readonly melds = new Int16Array(4);
  readonly trickCards = new Int8Array(3);
  readonly trickSeats = new Int8Array(3);
  /** The seat after each seat among the playing seats. */
  readonly nextOf = new Int8Array(4);
  trickLen = 0;
  trump = -1;
  toMove = 0;
  declarer = 0;
  /** Every card played so far (including the current trick). */
  played = 0;
  playing = 3;
  mustBeat = true;
  mustTrump = true;

  setSeats(active: readonly number[]): void {
    this.playing = active.length;
    for (let i = 0; i < active.length; i++)
      this.nextOf[active[i] as number] = active[(i + 1) % active.length] as number;
  }

  copyFrom(o: KrakauSim): void {
    this.hands.set(o.hands);
    this.taken.set(o.taken);
    this.melds.set(o.melds);
    this.trickCards.set(o.trickCards);
    this.trickSeats.set(o.trickSeats);
    this.nextOf.set(o.nextOf);
    this.trickLen = o.trickLen;
    this.trump = o.trump;
    this.toMove = o.toMove;
    this.declarer = o.declarer;
    this.played = o.played;
    this.playing = o.playing;
    this.mustBeat = o.mustBeat;
    this.mustTrump = o.mustTrump;
  }

  /** Index in the trick of the card winning it so far. */
  winnerIx(): number {
    let best = 0;
    let bc = this.trickCards[0] as number;
    for (let i = 1; i < this.trickLen; i++) {
      const c = this.trickCards[i] as number;
      if (this.beats(c, bc)) {
        best = i;
        bc = c;
      }
    }
    return best;
  }

  beats(card: number, best: number): boolean {
    const s = suitIx(card);
    const bs = suitIx(best);
    if (s === bs) return card < best;
    return s === this.trump;
  }

  /** The cards `seat` may play now (mask). */
  legal(seat: number): number {
    const hand = this.hands[seat] as number;
    if (this.trickLen === 0) return hand;
    const led = suitIx(this.trickCards[0] as number);
    const follow = hand & (SUIT_MASK[led] as number);
    if (follow !== 0) {
      if (this.mustBeat) {
        const best = this.trickCards[this.winnerIx()] as number;
        if (suitIx(best) === led) {
          const beaters = follow & higherInSuit(best);
          if (beaters !== 0) return beaters;
        }
      }
      return follow;
    }
    if (this.mustTrump && this.trump >= 0) {
      const trumps = hand & (SUIT_MASK[this.trump] as number);
      if (trumps !== 0) return trumps;
    }
    return hand;
  }

  /** Whether leading `card` may meld (K or D with its partner in hand, on a lead). */
  canMeld(seat: number, card: number): boolean {
    if (this.trickLen !== 0) return false;
    const r = card % 6;
    if (r !== KING && r !== QUEEN) return false;
    const partner = r === KING ? card + 1 : card - 1;
    return ((this.hands[seat] as number) & (1 << partner)) !== 0;
  }

  /** The seat to move plays `move` (a card, plus MELD to meld). */
  play(move: number): void {
    const seat = this.toMove;
    const card = move & 31;
    if (move & MELD) {
      const s = suitIx(card);
      this.melds[seat] = (this.melds[seat] as number) + (MARRIAGE[s] as number);
      this.trump = s;
    }
    this.hands[seat] = (this.hands[seat] as number) & ~(1 << card);
    this.played |= 1 << card;
    this.trickCards[this.trickLen] = card;
    this.trickSeats[this.trickLen] = seat;
    this.trickLen++;
    if (this.trickLen < this.playing) {
      this.toMove = this.nextOf[seat] as number;
      return;
    }
    const w = this.winnerIx();
    const winner = this.trickSeats[w] as number;
    let pts = 0;
    for (let i = 0; i < this.trickLen; i++) pts += POINTS[this.trickCards[i] as number] as number;
    this.taken[winner] = (this.taken[winner] as number) + pts;
    this.trickLen = 0;
    this.toMove = winner;
  }

  /** A fresh card play with `declarer` leading (the hands are the caller's to set). */
  startPlay(declarer: number): void {
    this.taken.fill(0);
    this.melds.fill(0);
    this.trickLen = 0;
    this.trump = -1;
    this.played = 0;
    this.declarer = declarer;
    this.toMove = declarer;
  }

  /** True when every card is played. */
  done(): boolean {
    return this.trickLen === 0 && (this.hands[this.toMove] as number) === 0;
  }

  /** Tricks still to complete (the current one counts). */
  tricksLeft(): number {
    return popcount(this.hands[this.toMove] as number);
  }

  total(seat: number): number {
    return (this.taken[seat] as number) + (this.melds[seat] as number);
  }
}
