/**
 * Bids by keyboard: „Zahl 0–9 für die Prognose (mit gewähltem Zehner: Zehner + Ziffer)“. With a tens
 * chosen on the bid panel (+10, +20), a digit bids tens + digit at once (+10, 3 → 13), as the panel's
 * digit buttons do. Without one, 0–9 bid at once while the round has at most 9 tricks; with 10 or
 * more, a digit that can start a two-digit bid is held as the tens digit ("1" → 1_), the next digit
 * completes it (1, 3 → 13); Enter (or the UI's short timeout) bids the held digit alone. Escape
 * clears it.
 */
export interface BidKeyState {
  /** The held tens digit, null when none. */
  readonly tens: number | null;
}

export interface BidKeyResult {
  readonly state: BidKeyState;
  /** The bid to send now, null when nothing is complete yet. */
  readonly bid: number | null;
}

export const NO_TENS: BidKeyState = { tens: null };

/** `chosenTens`: the tens chosen on the bid panel (1 for +10, 2 for +20), 0 for the digits 0–9. */
export function bidKey(state: BidKeyState, key: string, max: number, chosenTens = 0): BidKeyResult {
  if (key === 'Escape' || key === 'Backspace') return { state: NO_TENS, bid: null };
  if (key === 'Enter') return { state: NO_TENS, bid: state.tens };
  if (!/^[0-9]$/.test(key)) return { state, bid: null };
  const digit = Number(key);
  if (chosenTens > 0 && state.tens === null) {
    const bid = chosenTens * 10 + digit;
    return { state: NO_TENS, bid: bid <= max ? bid : null };
  }
  if (state.tens !== null) {
    const bid = state.tens * 10 + digit;
    return { state: NO_TENS, bid: bid <= max ? bid : null };
  }
  if (digit > max) return { state: NO_TENS, bid: null };
  if (max >= 10 && digit >= 1 && digit * 10 <= max) return { state: { tens: digit }, bid: null };
  return { state: NO_TENS, bid: digit };
}

/** The bid buttons' layout: every number up to 10 tricks, else digits plus tens buttons. */
export function bidButtons(max: number, tens: number): { digits: number[]; tensChoices: number[] } {
  if (max <= 10) return { digits: range(0, max), tensChoices: [] };
  const digits = range(0, 9)
    .map((d) => tens * 10 + d)
    .filter((b) => b <= max);
  const tensChoices = range(1, Math.floor(max / 10)).map((t) => t * 10);
  return { digits, tensChoices };
}

function range(from: number, to: number): number[] {
  const out: number[] = [];
  for (let i = from; i <= to; i++) out.push(i);
  return out;
}
