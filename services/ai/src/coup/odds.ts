/**
 * The case file's "etwa in 1 von N Versuchen": how often a crew of four normal computers made each
 * coup in the measured attempts of `rates.json` (written by `npm run coup-rates`). Served on
 * `ai.coup.odds` (service.ts); the gateway's `coupOdds` asks there.
 */
import type { CoupOddsLine } from '@spielcenter/proto';
import rates from './rates.json' with { type: 'json' };

export interface RateCell {
  attempts: number;
  successes: number;
}

/** N of "1 in N", rounded; null for no success. */
export function oneIn(cell: RateCell): number | null {
  return cell.successes === 0 ? null : Math.max(1, Math.round(cell.attempts / cell.successes));
}

/**
 * The case file's German line: "etwa in 1 von N Versuchen", but "meistens (x von y)" from two in
 * three on (where "1 von 1" would read oddly) and "nie geschafft" without a success.
 */
export function oddsText(cell: RateCell): string {
  const n = oneIn(cell);
  if (n === null)
    return `Computer-Banden haben ihn im Test nie geschafft (0 von ${cell.attempts} Versuchen).`;
  if (cell.successes * 3 >= cell.attempts * 2)
    return `Computer-Banden schaffen ihn meistens (${cell.successes} von ${cell.attempts} Versuchen).`;
  return `Computer-Banden schaffen ihn etwa in 1 von ${n} Versuchen.`;
}

/** Every measured coup's odds for the normal crew, by coup number. */
export function coupOdds(): CoupOddsLine[] {
  const crew: Record<string, RateCell> = rates.crews.normal;
  return Object.entries(crew)
    .map(([coup, cell]) => ({
      coup: Number(coup),
      attempts: cell.attempts,
      successes: cell.successes,
      oneIn: oneIn(cell),
      text: oddsText(cell),
    }))
    .sort((a, b) => a.coup - b.coup);
}
