/**
 * The fast inner simulator of a Speedboss round: hands as firm masks plus CEO and intern counts in
 * typed arrays, the trick as small integers, no allocation while playing. One instance is reused
 * for thousands of playouts (`copyFrom` restores a saved position). Checked against the engine by
 * the differential test (sim.test.ts).
 */
import { bitOf, CEO, INTERN, rankOfCode, suitOfCode } from './codes.js';

/** `led` when nobody must follow yet (empty trick, or only interns so far). */
export const LED_OPEN = -1;
/** `led` after a led CEO: everyone is free for the rest of the trick. */
export const LED_FREE = -2;

/** Offsets of the arrays inside the one buffer (copying a position is one `set`). */
const HANDS = 0;
const CEOS = 16;
const INTERNS = 20;
const COUNTS = 24;
const BIDS = 28;
const WON = 32;
const GONE = 36;
const TRICK_CARDS = 40;
const TRICK_SEATS = 44;
const PILE = 48;
const SIZE = PILE + 24;

export class BossSim {
  private readonly buf = new Int32Array(SIZE);
  players = 4;
  trump = -1;
  /** Number-card masks, index seat * 4 + firm. */
  readonly hands = this.buf.subarray(HANDS, CEOS);
  readonly ceos = this.buf.subarray(CEOS, INTERNS);
  readonly interns = this.buf.subarray(INTERNS, COUNTS);
  readonly counts = this.buf.subarray(COUNTS, BIDS);
  readonly bids = this.buf.subarray(BIDS, WON);
  readonly won = this.buf.subarray(WON, GONE);
  /** Cards out of play per firm: played this round or lying in the current trick. */
  readonly gone = this.buf.subarray(GONE, TRICK_CARDS);
  readonly trickCards = this.buf.subarray(TRICK_CARDS, TRICK_SEATS);
  readonly trickSeats = this.buf.subarray(TRICK_SEATS, PILE);
  trickLen = 0;
  led = LED_OPEN;
  winIdx = -1;
  winStrength = -1;
  next = 0;
  tricksLeft = 0;
  /** Two players, rounds 21..30: the face-down pile (top = pilePos), draws still due, the trump card. */
  readonly pile = this.buf.subarray(PILE, SIZE);
  pileLen = 0;
  pilePos = 0;
  drawsLeft = 0;
  trumpCard = -1;

  copyFrom(o: BossSim): void {
    this.buf.set(o.buf);
    this.players = o.players;
    this.trump = o.trump;
    this.trickLen = o.trickLen;
    this.led = o.led;
    this.winIdx = o.winIdx;
    this.winStrength = o.winStrength;
    this.next = o.next;
    this.tricksLeft = o.tricksLeft;
    this.pileLen = o.pileLen;
    this.pilePos = o.pilePos;
    this.drawsLeft = o.drawsLeft;
    this.trumpCard = o.trumpCard;
  }

  addCard(seat: number, code: number): void {
    if (code === CEO) this.ceos[seat]++;
    else if (code === INTERN) this.interns[seat]++;
    else this.hands[seat * 4 + suitOfCode(code)] |= bitOf(code);
    this.counts[seat]++;
  }

  removeCard(seat: number, code: number): void {
    if (code === CEO) this.ceos[seat]--;
    else if (code === INTERN) this.interns[seat]--;
    else this.hands[seat * 4 + suitOfCode(code)] &= ~bitOf(code);
    this.counts[seat]--;
  }

  has(seat: number, code: number): boolean {
    if (code === CEO) return (this.ceos[seat] as number) > 0;
    if (code === INTERN) return (this.interns[seat] as number) > 0;
    return ((this.hands[seat * 4 + suitOfCode(code)] as number) & bitOf(code)) !== 0;
  }

  /** The firm `seat` must follow now, or −1 when free. */
  mustFollow(seat: number): number {
    const led = this.led;
    return led >= 0 && (this.hands[seat * 4 + led] as number) !== 0 ? led : -1;
  }

  isLegal(seat: number, code: number): boolean {
    if (!this.has(seat, code)) return false;
    const follow = this.mustFollow(seat);
    return follow < 0 || code >= CEO || suitOfCode(code) === follow;
  }

  /** Writes the legal codes of `seat` into `out` from index `at` (room for 24); returns how many. CEO and intern appear once. */
  legalCodes(seat: number, out: Int32Array, at = 0): number {
    let n = at;
    const follow = this.mustFollow(seat);
    for (let s = 0; s < 4; s++) {
      if (follow >= 0 && s !== follow) continue;
      let m = this.hands[seat * 4 + s] as number;
      while (m !== 0) {
        const low = m & -m;
        out[n++] = (s << 4) | (32 - Math.clz32(low));
        m ^= low;
      }
    }
    if ((this.ceos[seat] as number) > 0) out[n++] = CEO;
    if ((this.interns[seat] as number) > 0) out[n++] = INTERN;
    return n - at;
  }

  /** The strength a card would have in the current trick (the highest wins; ties: the earlier). */
  strengthOf(code: number): number {
    if (code === CEO) return this.winStrength >= 1000 ? 0 : 1000;
    if (code === INTERN) return 0;
    const suit = suitOfCode(code);
    if (suit === this.trump) return 100 + rankOfCode(code);
    const led = this.led === LED_OPEN ? suit : this.led;
    return suit === led ? rankOfCode(code) : 0;
  }

  /** Would `code` take the lead of the current trick if played now? */
  wouldWin(code: number): boolean {
    return this.strengthOf(code) > this.winStrength;
  }

  /** Plays a legal card for `next`; completes the trick (and the draws) when it is full. */
  play(code: number): void {
    this.removeCard(this.next, code);
    this.layCard(this.next, code);
  }

  /** Marks a card as out of play (played earlier this round). */
  layGone(code: number): void {
    if (code < CEO) this.gone[suitOfCode(code)] |= bitOf(code);
  }

  /** Puts a card (already out of the hand) into the trick for `seat`, who must be `next`. */
  layCard(seat: number, code: number): void {
    if (code < CEO) this.gone[suitOfCode(code)] |= bitOf(code);
    const strength = this.strengthOf(code);
    if (this.trickLen === 0 && code === CEO) this.led = LED_FREE;
    else if (this.led === LED_OPEN && code < CEO) this.led = suitOfCode(code);
    if (strength > this.winStrength) {
      this.winStrength = strength;
      this.winIdx = this.trickLen;
    }
    this.trickCards[this.trickLen] = code;
    this.trickSeats[this.trickLen] = seat;
    this.trickLen++;
    this.next = seat + 1 === this.players ? 0 : seat + 1;
    if (this.trickLen === this.players) this.completeTrick();
  }

  private completeTrick(): void {
    const winner = this.trickSeats[this.winIdx] as number;
    this.won[winner]++;
    this.trickLen = 0;
    this.led = LED_OPEN;
    this.winIdx = -1;
    this.winStrength = -1;
    this.next = winner;
    this.tricksLeft--;
    if (this.drawsLeft > 0) {
      this.draw(winner);
      this.draw(winner + 1 === this.players ? 0 : winner + 1);
      this.drawsLeft--;
    }
  }

  private draw(seat: number): void {
    if (this.pilePos < this.pileLen) this.addCard(seat, this.pile[this.pilePos++] as number);
    else if (this.trumpCard >= 0) {
      this.addCard(seat, this.trumpCard);
      this.trumpCard = -1;
      this.trump = -1;
    }
  }

  /** Round points of `seat` once the round is over. */
  points(seat: number): number {
    const d = (this.won[seat] as number) - (this.bids[seat] as number);
    return d === 0 ? 20 + 10 * (this.won[seat] as number) : -10 * Math.abs(d);
  }
}
